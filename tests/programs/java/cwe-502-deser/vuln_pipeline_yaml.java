// Micronaut controller that accepts CI pipeline definitions written in YAML and stores them
package com.acme.ci.pipelines;

import java.util.List;
import java.util.Map;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Put;
import org.yaml.snakeyaml.Yaml;

@Controller("/pipelines")
public class PipelineDefinitionController {

    public interface PipelineStore {
        void save(String project, Map<String, Object> definition);
    }

    private final PipelineStore store;

    public PipelineDefinitionController(PipelineStore store) {
        this.store = store;
    }

    private static Yaml parser() {
        return new Yaml();
    }

    @Put("/{project}")
    @Consumes({"application/x-yaml", MediaType.TEXT_PLAIN})
    public HttpResponse<?> upload(@PathVariable String project, @Body String yamlText) {
        Object doc = parser().load(yamlText);
        if (!(doc instanceof Map)) {
            return HttpResponse.badRequest("top-level mapping expected");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> definition = (Map<String, Object>) doc;
        if (!(definition.get("stages") instanceof List)) {
            return HttpResponse.badRequest("stages list required");
        }
        store.save(project, definition);
        return HttpResponse.accepted();
    }
}
