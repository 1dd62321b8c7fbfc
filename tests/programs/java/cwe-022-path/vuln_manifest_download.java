// Functional WebFlux route that streams shipping manifest PDFs for a carrier depot.
package com.haulage.depot.manifests;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.FileSystemResource;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class ManifestRoutes {

    private static final String MANIFEST_ROOT = "/srv/depot/manifests";

    @Bean
    public RouterFunction<ServerResponse> manifestRouter() {
        return route(GET("/depots/{depot}/manifests"), this::download);
    }

    Mono<ServerResponse> download(ServerRequest request) {
        String depot = request.pathVariable("depot");
        String file = request.queryParam("file").orElse("latest.pdf");
        Path target = resolveManifest(depot, file);
        if (target == null || !Files.isReadable(target)) {
            return ServerResponse.notFound().build();
        }
        return ServerResponse.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .header("Content-Disposition", "inline; filename=\"" + target.getFileName() + "\"")
                .bodyValue(new FileSystemResource(target));
    }

    private Path resolveManifest(String depot, String file) {
        String joined = MANIFEST_ROOT + "/" + depot + "/" + file;
        if (!joined.startsWith(MANIFEST_ROOT + "/")) {
            return null;
        }
        return Paths.get(joined);
    }
}
