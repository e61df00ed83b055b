import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { created, ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter } from '../../core/common.errors.js';
import { errorResponses } from '../../http/responses.js';
import { refuseUnstorableText } from '../../http/strict-input.js';
import type { RouteMount } from '../../http/route-mount.js';
import { actorOf } from '../../http/workspace-guard.js';
import { FileParams, FileResponse } from './files.schemas.js';
import { sendFile } from './files.http.js';
import type { FilesService, Upload } from './files.service.js';
import './files.errors.js';

const TAGS = ['Files'];
const FIELD = 'file';

/** Documents the multipart body; never used to validate it (the parser hands the route a stream, not a body). */
const uploadBody = (maxBytes: number) =>
  Type.Object(
    { [FIELD]: Type.String({ format: 'binary', maxLength: maxBytes, description: 'The file (one part named `file`); its type is sniffed from the content' }) },
    { required: [FIELD] },
  );

/** Reads the one file part, mapping the multipart plugin's errors to registry codes. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  try {
    let upload: Upload | undefined;
    // Iterate the whole body: a second part (file or field) must be refused, not silently dropped.
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 } })) {
      if (part.type !== 'file' || upload) throw invalidParameter(`send exactly one part, the file named ${FIELD}`);
      if (part.fieldname !== FIELD) throw invalidParameter(`the file part must be named ${FIELD}`);
      // The part's headers are client text the body hook never sees (the parser streams them here).
      refuseUnstorableText({ filename: part.filename, type: part.mimetype }, `body.${FIELD}`);
      upload = { fileName: part.filename ?? '', declaredType: part.mimetype ?? '', bytes: await part.toBuffer() };
    }
    if (!upload) throw invalidParameter(`body.${FIELD} is required (multipart/form-data with one file part)`);
    return upload;
  } catch (error) {
    switch ((error as { code?: unknown }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError('FILE.TOO_LARGE', `the limit is ${maxBytes} bytes`);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new AppError('VALIDATION.UNSUPPORTED_MEDIA_TYPE', 'send multipart/form-data');
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw invalidParameter(`send exactly one part, the file named ${FIELD}`);
    }
    throw error;
  }
}

export function fileRoutes(deps: { service: FilesService; mount: RouteMount }): FastifyPluginAsyncTypebox {
  const { service, mount } = deps;
  const BASE = `${mount.prefix}/files`;
  const fileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary', maxLength: service.config.maxBytes });
  return async (app) => {
    // Only this plugin parses multipart: every other route keeps refusing it with 415.
    await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: service.config.maxBytes, files: 1 } });

    app.post(
      `${BASE}/upload`,
      {
        // The body is multipart, not a JSON document the secure channel could carry.
        config: { ...mount.access('files:upload'), secureChannelExempt: true },
        // The body schema only documents the form; the parser leaves no body to validate.
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'uploadFile',
          tags: TAGS,
          summary: 'Upload one file (multipart/form-data, part `file`); its type is sniffed from the content and its SHA-256 recorded',
          description:
            'Size limit `FILE_MAX_BYTES` (413 `FILE.TOO_LARGE`); allowed types `FILE_ALLOWED_TYPES`, decided from the bytes: unknown or ' +
            'not allowed → 415 `FILE.TYPE_NOT_ALLOWED`, a declared part Content-Type that contradicts the bytes → 415 `FILE.TYPE_MISMATCH`.',
          consumes: ['multipart/form-data'],
          body: uploadBody(service.config.maxBytes),
          response: { 201: FileResponse, ...errorResponses('FILE.EMPTY', 'FILE.TOO_LARGE', 'FILE.TYPE_NOT_ALLOWED', 'FILE.TYPE_MISMATCH') },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const upload = await readUpload(request, service.config.maxBytes);
        return reply.code(201).send(created(await service.upload(actor, upload)));
      },
    );

    app.get(
      `${BASE}/:bizId`,
      {
        config: mount.access('files:read'),
        schema: {
          operationId: 'getFile',
          tags: TAGS,
          summary: "A file's record: name, sniffed type, size, SHA-256, uploader (404 for another workspace's file)",
          params: FileParams,
          response: { 200: FileResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.bizId)),
    );

    app.get(
      `${BASE}/:bizId/download`,
      {
        config: mount.access('files:read'),
        schema: {
          operationId: 'downloadFile',
          tags: TAGS,
          summary: 'The file bytes as an attachment, with its sniffed Content-Type, Content-Length and X-Content-Type-Options: nosniff',
          params: FileParams,
          response: {
            200: {
              description: "The file's bytes; Content-Type is the sniffed type of the file, Content-Disposition is `attachment` with a safe file name",
              // Uploads are refused unless their sniffed type is allowed (FILE_ALLOWED_TYPES): those are the types a download can have.
              content: Object.fromEntries(service.config.allowedTypes.map((type) => [type, { schema: fileBytes }])),
            },
            ...errorResponses('RESOURCE.NOT_FOUND'),
          },
        },
      },
      async (request, reply) => {
        const { file, stream } = await service.open(actorOf(request), request.params.bizId);
        return sendFile(reply, file, stream);
      },
    );
  };
}
