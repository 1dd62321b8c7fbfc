// Construction firm service that imports site plan definitions (cranes, zones, shifts) from uploaded YAML files
package com.buildright.sites;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.yaml.snakeyaml.Yaml;

record SitePlan(String siteCode, List<String> zones, int craneCount) {}

class SitePlanMapper {
    @SuppressWarnings("unchecked")
    static SitePlan fromTree(String siteCode, Map<String, Object> tree) {
        List<String> zones = (List<String>) tree.getOrDefault("zones", List.of());
        Object cranes = tree.getOrDefault("cranes", List.of());
        int craneCount = cranes instanceof List<?> l ? l.size() : 0;
        return new SitePlan(siteCode, zones, craneCount);
    }
}

@Service
class SitePlanImportService {
    SitePlan importPlan(String siteCode, InputStream yamlStream) {
        Yaml yaml = new Yaml();
        Map<String, Object> tree = yaml.load(yamlStream);
        if (tree == null) {
            throw new IllegalArgumentException("empty plan");
        }
        return SitePlanMapper.fromTree(siteCode, tree);
    }
}

@RestController
class SitePlanController {
    private final SitePlanImportService importer;

    SitePlanController(SitePlanImportService importer) {
        this.importer = importer;
    }

    @PostMapping("/sites/{siteCode}/plan")
    ResponseEntity<SitePlan> upload(@PathVariable String siteCode,
                                    @RequestParam("plan") MultipartFile file) throws IOException {
        try (InputStream in = file.getInputStream()) {
            return ResponseEntity.ok(importer.importPlan(siteCode, in));
        } catch (IllegalArgumentException | ClassCastException e) {
            return ResponseEntity.unprocessableEntity().build();
        }
    }
}
