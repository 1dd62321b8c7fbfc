// Micronaut endpoint that imports a saved report definition uploaded as a YAML document
package com.acme.analytics.reports;

import java.util.List;
import java.util.Map;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

@Controller("/reports")
class ReportImportController {

    private final ReportRepository reports;

    ReportImportController(ReportRepository reports) {
        this.reports = reports;
    }

    @Post(uri = "/import")
    @Consumes({"application/yaml", "text/yaml"})
    HttpResponse<Map<String, Object>> importDefinition(@Body String document) {
        if (document.length() > 64 * 1024) {
            return HttpResponse.badRequest(Map.of("error", "document too large"));
        }
        Map<String, Object> definition;
        try {
            definition = parse(document);
        } catch (YAMLException | ClassCastException e) {
            return HttpResponse.badRequest(Map.of("error", "malformed report definition"));
        }
        if (definition == null) {
            return HttpResponse.badRequest(Map.of("error", "empty document"));
        }
        Object name = definition.get("name");
        Object columns = definition.get("columns");
        if (!(name instanceof String) || !(columns instanceof List)) {
            return HttpResponse.badRequest(Map.of("error", "name and columns are required"));
        }
        long id = reports.save((String) name, (List<?>) columns, definition.get("filters"));
        return HttpResponse.created(Map.of("id", id));
    }

    private static Map<String, Object> parse(String document) {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(20);
        Yaml yaml = new Yaml(new SafeConstructor(options));
        return yaml.load(document);
    }
}
