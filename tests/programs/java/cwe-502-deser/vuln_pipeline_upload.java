// Micronaut controller that accepts a CI pipeline definition as YAML and stores its steps.
package com.acme.ci.pipelines;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.exceptions.HttpStatusException;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

@Controller("/pipelines")
public class PipelineController {

    private final PipelineRepository repository;

    public PipelineController(PipelineRepository repository) {
        this.repository = repository;
    }

    @Post(value = "/{project}", consumes = "application/x-yaml")
    public HttpResponse<?> upload(@PathVariable String project, @Body String yamlText) {
        Map<?, ?> definition = parse(yamlText);
        Object steps = definition.get("steps");
        if (!(steps instanceof List)) {
            return HttpResponse.badRequest("steps must be a list");
        }
        repository.save(project, (List<?>) steps);
        return HttpResponse.status(HttpStatus.CREATED);
    }

    private Map<?, ?> parse(String text) {
        Yaml yaml = new Yaml();
        Object loaded = yaml.load(text);
        if (loaded instanceof Map) {
            return (Map<?, ?>) loaded;
        }
        throw new HttpStatusException(HttpStatus.BAD_REQUEST, "pipeline must be a mapping");
    }
}
