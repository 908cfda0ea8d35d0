/**
 * Fastify's and @fastify/multipart's own refusals (English, some not 4xx) as the 400-style
 * answers the client shows: [status, message, field].
 */
export const LIBRARY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求体不是合法的 JSON', 'body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体不是合法的 JSON', 'body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的请求体类型（Content-Type）', 'content-type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求头 Content-Length 与请求体长度不符', 'content-length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '请求体超过大小限制', 'body'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, '请求不是 multipart/form-data', 'content-type'],
  FST_INVALID_JSON_FIELD_ERROR: [400, '上传内容中声明为 JSON 的字段不是合法的 JSON', 'file'],
  FST_PROTO_VIOLATION: [400, '上传内容的字段名不合法', 'file'],
  FST_MP_PREMATURE_CLOSE: [400, '上传未完成，连接已中断', 'file'],
  FST_REQ_FILE_TOO_LARGE: [413, '文件大小超出限制', 'file'],
  FST_FILES_LIMIT: [413, '一次只能上传一个文件', 'file'],
  FST_PARTS_LIMIT: [413, '上传内容的字段过多', 'file'],
  FST_FIELDS_LIMIT: [413, '上传内容的字段过多', 'file'],
};
