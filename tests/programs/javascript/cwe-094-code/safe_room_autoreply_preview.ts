// Fastify plugin that previews chat room auto-reply messages from admin-defined templates
import { FastifyInstance, FastifyPluginAsync } from 'fastify';

interface AutoReplyBody {
  template: string;
  sender: string;
}

interface RoomParams {
  roomId: string;
}

type TemplateContext = Record<string, string>;

const PLACEHOLDER = /\$\{\s*([A-Za-z_]\w*)\s*\}/g;

function buildContext(roomId: string, body: AutoReplyBody): TemplateContext {
  return {
    sender: body.sender,
    room: roomId,
    time: new Date().toISOString().slice(11, 16),
  };
}

function renderTemplate(template: string, context: TemplateContext): string {
  return template.replace(PLACEHOLDER, (_match, key: string) =>
    Object.prototype.hasOwnProperty.call(context, key) ? context[key] : '',
  );
}

const autoReplyPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.post<{ Params: RoomParams; Body: AutoReplyBody }>(
    '/rooms/:roomId/auto-reply/preview',
    {
      schema: {
        body: {
          type: 'object',
          required: ['template', 'sender'],
          properties: {
            template: { type: 'string', maxLength: 500 },
            sender: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request, reply) => {
      const context = buildContext(request.params.roomId, request.body);
      const preview = renderTemplate(request.body.template, context);
      return reply.send({ preview });
    },
  );
};

export default autoReplyPlugin;
