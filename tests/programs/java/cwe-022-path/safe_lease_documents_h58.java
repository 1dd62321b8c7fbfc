// lease documents (h58 set)
package com.keystonerealty.leasing;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.FileSystemResource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

import java.nio.file.Path;
import java.util.function.Predicate;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

@Configuration
class LeaseDocumentRoutes {

    private static final Predicate<String> PROPERTY_ID = s -> s.matches("P-[0-9]{5}");
    private static final Predicate<String> PDF_NAME = s -> s.toLowerCase().endsWith(".pdf");

    private final Path documentRoot;

    LeaseDocumentRoutes(@Value("${leasing.documents.root}") String documentRoot) {
        this.documentRoot = Path.of(documentRoot).toAbsolutePath().normalize();
    }

    private Mono<Path> resolveDocument(String propertyId, String name) {
        if (!PROPERTY_ID.test(propertyId) || !PDF_NAME.test(name)) {
            return Mono.empty();
        }
        Path folder = documentRoot.resolve(propertyId);
        Path doc = folder.resolve(name).normalize();
        return doc.startsWith(folder) ? Mono.just(doc) : Mono.empty();
    }

    private Mono<ServerResponse> download(ServerRequest request) {
        String propertyId = request.pathVariable("propertyId");
        String name = request.queryParam("name").orElse("lease-agreement.pdf");

        return resolveDocument(propertyId, name)
                .map(FileSystemResource::new)
                .filter(FileSystemResource::isReadable)
                .flatMap(resource -> ServerResponse.ok()
                        .contentType(MediaType.APPLICATION_PDF)
                        .header(HttpHeaders.CONTENT_DISPOSITION,
                                ContentDisposition.attachment().filename(resource.getFilename()).build().toString())
                        .bodyValue(resource))
                .switchIfEmpty(ServerResponse.notFound().build());
    }

    @Bean
    RouterFunction<ServerResponse> leaseDocuments() {
        return route(GET("/properties/{propertyId}/documents"), this::download);
    }
}
