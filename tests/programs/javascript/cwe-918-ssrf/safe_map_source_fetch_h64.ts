// A map source fetch program of the h64 set (cwe-918-ssrf).
import { BadRequestException, Body, Controller, Param, ParseIntPipe, Post } from '@nestjs/common';
import axios from 'axios';

interface LayerSource {
  kind: 'geojson' | 'xyz';
  url: string;
}

interface LayerImport {
  name: string;
  zIndex?: number;
  source: LayerSource;
}

interface ImportLayersDto {
  layers: LayerImport[];
}

// open data portals the drawing office pulls coastline and contour layers from
const TRUSTED_HOSTS = new Set([
  'services.arcgis.com',
  'opendata.arcgis.com',
  'geoportal.statistics.gov.uk',
  'data.linz.govt.nz',
]);

function checkSourceUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequestException(`not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:') throw new BadRequestException('sources must use https');
  if (!TRUSTED_HOSTS.has(url.hostname) || url.port !== '') {
    throw new BadRequestException(`host ${url.hostname} is not an approved data portal`);
  }
  return url;
}

@Controller('compositions/:compositionId/layers')
export class LayerImportController {
  @Post('import')
  async importLayers(@Param('compositionId', ParseIntPipe) compositionId: number, @Body() dto: ImportLayersDto) {
    const layers = Array.isArray(dto.layers) ? dto.layers.slice(0, 10) : [];
    if (layers.length === 0) throw new BadRequestException('no layers given');

    const imported: Array<{ name: string; zIndex: number; features: number; bbox: number[] | null }> = [];
    for (const layer of layers) {
      if (layer.source?.kind !== 'geojson') continue; // xyz tiles are referenced, not copied
      const url = checkSourceUrl(layer.source.url);

      const response = await axios.get(url.toString(), {
        timeout: 10000,
        maxRedirects: 0,
        maxContentLength: 20 * 1024 * 1024,
        responseType: 'json',
      });

      const collection = response.data ?? {};
      const features = Array.isArray(collection.features) ? collection.features : [];
      imported.push({
        name: String(layer.name ?? 'layer').slice(0, 60),
        zIndex: Number.isInteger(layer.zIndex) ? (layer.zIndex as number) : imported.length,
        features: features.length,
        bbox: Array.isArray(collection.bbox) ? collection.bbox.slice(0, 4) : null,
      });
    }

    imported.sort((a, b) => a.zIndex - b.zIndex);
    return { compositionId, imported };
  }
}
