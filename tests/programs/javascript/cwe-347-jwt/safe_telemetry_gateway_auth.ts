// Express middleware and route that accept machine telemetry from authenticated plant gateways
import express, { NextFunction, Request, Response } from 'express';
import jwt, { JwtPayload } from 'jsonwebtoken';

const GATEWAY_SECRET = process.env.GATEWAY_JWT_SECRET as string;

interface GatewayIdentity {
  gatewayId: string;
  plant: string;
}

interface AuthedRequest extends Request {
  gateway?: GatewayIdentity;
}

class GatewayTokenVerifier {
  constructor(private readonly secret: string) {}

  identify(token: string): GatewayIdentity | null {
    let claims: JwtPayload;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as JwtPayload;
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.plant !== 'string') {
      return null;
    }
    return { gatewayId: claims.sub, plant: claims.plant };
  }
}

const verifier = new GatewayTokenVerifier(GATEWAY_SECRET);

function requireGateway(req: AuthedRequest, res: Response, next: NextFunction) {
  const header = req.headers.authorization || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const identity = token ? verifier.identify(token) : null;
  if (!identity) {
    res.status(401).json({ error: 'unauthorized' });
    return;
  }
  req.gateway = identity;
  next();
}

class TelemetryService {
  private readonly buffer: Array<{ plant: string; gatewayId: string; points: unknown[] }> = [];

  ingest(identity: GatewayIdentity, points: unknown[]): number {
    this.buffer.push({ plant: identity.plant, gatewayId: identity.gatewayId, points });
    return points.length;
  }
}

const telemetry = new TelemetryService();
const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/telemetry', requireGateway, (req: AuthedRequest, res: Response) => {
  const points = Array.isArray(req.body.points) ? req.body.points : [];
  const accepted = telemetry.ingest(req.gateway as GatewayIdentity, points);
  res.status(202).json({ accepted });
});

app.listen(Number(process.env.PORT || 8300));
