// A gpx export program of the h73 set (cwe-091-xml).
package net.cachetrail.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Locale;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class GpxExportController {

    private static final String HEADER = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="CacheTrail Club Tools" xmlns="http://www.topografix.com/GPX/1/1">
              <metadata><name>%s</name><time>%s</time></metadata>
            """;

    /**
     * Each line: lat,lon,name,hint -- name and hint are percent-encoded by the club's
     * spreadsheet macro because they often contain commas.
     */
    @PostMapping(value = "/exports/gpx", consumes = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> export(@RequestParam(value = "title", defaultValue = "waypoints") String title,
                                         @RequestBody String body) throws IOException {
        StringBuilder gpx = new StringBuilder(HEADER.formatted(xmlText(title.strip()), Instant.now()));
        int count = 0;
        try (BufferedReader reader = new BufferedReader(new StringReader(body))) {
            String line;
            while ((line = reader.readLine()) != null) {
                String[] f = line.strip().split(",", 4);
                if (f.length < 3) {
                    continue;
                }
                double lat = Double.parseDouble(f[0]);
                double lon = Double.parseDouble(f[1]);
                if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
                    continue;
                }
                String name = xmlText(URLDecoder.decode(f[2].strip(), StandardCharsets.UTF_8));
                String hint = f.length > 3 ? xmlText(URLDecoder.decode(f[3].strip(), StandardCharsets.UTF_8)) : "";

                gpx.append(String.format(Locale.ROOT, "  <wpt lat=\"%.6f\" lon=\"%.6f\">%n", lat, lon))
                   .append("    <name>").append(name).append("</name>\n")
                   .append("    <desc>").append(hint).append("</desc>\n")
                   .append("    <sym>Geocache</sym>\n")
                   .append("  </wpt>\n");
                count++;
            }
        }
        gpx.append("</gpx>\n");

        String fileName = "cachetrail-" + count + "-waypoints.gpx";
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + fileName + "\"")
                .contentType(MediaType.parseMediaType("application/gpx+xml"))
                .body(gpx.toString());
    }

    private static String xmlText(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&apos;");
    }
}
