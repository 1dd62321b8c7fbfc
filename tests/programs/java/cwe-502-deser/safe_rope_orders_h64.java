// A rope orders program of the h64 set (cwe-502-deser).
package com.ropewalk.orders.imports;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Chandlers upload their order batches as JSON into the SFTP drop; this job
 * turns them into ropewalk work sheets grouped by construction.
 */
class ChandlerOrderImporter {

    static class OrderBatch {
        public String chandler;
        public List<OrderLine> lines = new ArrayList<>();
    }

    static class OrderLine {
        public String sku;
        public int metres;
        @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "@type")
        @JsonSubTypes({
                @JsonSubTypes.Type(value = LaidRope.class, name = "laid"),
                @JsonSubTypes.Type(value = BraidedRope.class, name = "braided")
        })
        public Object spec;
    }

    static class LaidRope {
        public int strands;
        public String fibre;
        public double diameterMm;
    }

    static class BraidedRope {
        public int carriers;
        public String coreFibre;
        public String coverFibre;
        public double diameterMm;
    }

    private final ObjectMapper mapper = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    Map<String, List<String>> importDrop(Path drop) throws IOException {
        Map<String, List<String>> sheets = new TreeMap<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(drop, "*.json")) {
            for (Path file : files) {
                OrderBatch batch = mapper.readValue(file.toFile(), OrderBatch.class);
                for (OrderLine line : batch.lines) {
                    String key;
                    String detail;
                    if (line.spec instanceof LaidRope laid) {
                        key = "laid-" + laid.strands + "-" + laid.fibre;
                        detail = String.format("%s %dm %.1fmm", line.sku, line.metres, laid.diameterMm);
                    } else if (line.spec instanceof BraidedRope braid) {
                        key = "braid-" + braid.carriers + "-" + braid.coverFibre;
                        detail = String.format("%s %dm %.1fmm core=%s", line.sku, line.metres, braid.diameterMm, braid.coreFibre);
                    } else {
                        key = "review";
                        detail = line.sku + " (unrecognised spec)";
                    }
                    sheets.computeIfAbsent(key, k -> new ArrayList<>()).add(batch.chandler + ": " + detail);
                }
            }
        }
        return sheets;
    }
}
