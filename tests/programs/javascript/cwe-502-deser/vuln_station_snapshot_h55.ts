// Weather dashboard that remembers each visitor's chosen stations and units in a preferences cookie.
import express, { Request, Response, NextFunction } from 'express';
import cookieParser from 'cookie-parser';
import * as serialize from 'node-serialize';

enum Units {
  Metric = 'metric',
  Imperial = 'imperial',
}

interface DashboardPrefs {
  stations: string[];
  units: Units;
}

const DEFAULT_PREFS: DashboardPrefs = { stations: ['KSEA', 'KPDX'], units: Units.Metric };

class PrefsCodec {
  static encode(prefs: DashboardPrefs): string {
    return Buffer.from(serialize.serialize(prefs)).toString('base64');
  }

  static decode(raw: string | undefined): DashboardPrefs {
    if (!raw) return DEFAULT_PREFS;
    const parsed = serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8'));
    const stations = Array.isArray(parsed?.stations)
      ? parsed.stations.filter((s: unknown) => typeof s === 'string' && /^[A-Z0-9]{4}$/.test(s)).slice(0, 8)
      : DEFAULT_PREFS.stations;
    const units = parsed?.units === Units.Imperial ? Units.Imperial : Units.Metric;
    return { stations, units };
  }
}

class ObservationService {
  latest(station: string, units: Units) {
    const celsius = 11.4;
    return { station, temperature: units === Units.Metric ? celsius : celsius * 1.8 + 32, units };
  }
}

function loadPrefs(req: Request, res: Response, next: NextFunction): void {
  try {
    res.locals.prefs = PrefsCodec.decode(req.cookies.dash_prefs);
  } catch {
    res.locals.prefs = DEFAULT_PREFS;
  }
  next();
}

const observations = new ObservationService();
const app = express();
app.use(cookieParser());
app.use(express.json());

app.get('/dashboard', loadPrefs, (req: Request, res: Response) => {
  const prefs = res.locals.prefs as DashboardPrefs;
  res.json(prefs.stations.map((s) => observations.latest(s, prefs.units)));
});

app.post('/dashboard/prefs', (req: Request, res: Response) => {
  const prefs = PrefsCodec.decode(PrefsCodec.encode({ ...DEFAULT_PREFS, ...req.body }));
  res.cookie('dash_prefs', PrefsCodec.encode(prefs), { httpOnly: true, sameSite: 'lax' });
  res.status(204).end();
});

app.listen(3011);
