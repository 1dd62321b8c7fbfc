// A tile render program of the h64 set (cwe-078-command).
package net.contourhouse.atlas.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;

import static spark.Spark.halt;
import static spark.Spark.port;
import static spark.Spark.post;

class SheetRenderServer {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path SOURCES = Path.of("/data/atlas/sources");
    private static final Path OUTPUT = Path.of("/data/atlas/out");
    private static final Pattern SRS = Pattern.compile("EPSG:\\d{4,6}");

    // layer key -> virtual raster that the cartographers maintain
    private static final Map<String, String> LAYERS = Map.of(
            "relief", "relief_hillshade.vrt",
            "hydro", "hydrography.vrt",
            "contours", "contours_10m.vrt",
            "landuse", "landuse_2023.vrt");

    public static void main(String[] args) {
        port(4570);
        post("/sheets/render", (req, res) -> {
            JsonNode job = MAPPER.readTree(req.body());
            UUID sheetId = UUID.fromString(job.path("sheetId").asText());
            JsonNode layers = job.path("layers");
            if (!layers.isArray() || layers.isEmpty() || layers.size() > 8) {
                halt(400, "between 1 and 8 layers required");
            }

            Map<String, Integer> exitCodes = new LinkedHashMap<>();
            for (JsonNode layer : layers) {
                String key = layer.path("key").asText();
                String vrt = LAYERS.get(key);
                if (vrt == null) {
                    exitCodes.put(key, -1);
                    continue;
                }
                String srs = layer.path("srs").asText();
                if (!SRS.matcher(srs).matches()) {
                    halt(400, "unsupported projection for layer " + key);
                }
                int width = Math.min(Math.max(layer.path("width").asInt(2048), 256), 8192);
                Path out = OUTPUT.resolve(sheetId + "_" + key + ".tif");

                List<String> cmd = new ArrayList<>(List.of(
                        "gdal_translate", "-of", "GTiff", "-a_srs", srs,
                        "-outsize", Integer.toString(width), "0",
                        SOURCES.resolve(vrt).toString(), out.toString()));
                Process p = new ProcessBuilder(cmd)
                        .redirectErrorStream(true)
                        .start();
                p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
                exitCodes.put(key, p.waitFor());
            }
            res.type("application/json");
            return MAPPER.writeValueAsString(Map.of("sheet", sheetId.toString(), "layers", exitCodes));
        });
    }
}
