// Spring MVC controller that streams a policyholder's insurance policy PDFs from the document store.
package com.acmeinsure.documents.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PolicyDocumentController {

    private final String storeRoot;

    public PolicyDocumentController(@Value("${documents.store-root:/srv/policy-docs}") String storeRoot) {
        this.storeRoot = storeRoot;
    }

    @GetMapping("/policies/{policyId}/documents")
    public ResponseEntity<byte[]> download(@PathVariable String policyId,
                                           @RequestParam("file") String fileName) throws IOException {
        Path requested = resolveDocument(policyId, fileName);
        if (requested == null || !Files.isRegularFile(requested)) {
            return ResponseEntity.notFound().build();
        }
        byte[] body = Files.readAllBytes(requested);
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_PDF);
        headers.setContentDisposition(ContentDisposition.attachment().filename("policy-document.pdf").build());
        return ResponseEntity.ok().headers(headers).body(body);
    }

    private Path resolveDocument(String policyId, String fileName) {
        if (!policyId.matches("[A-Z0-9-]{6,20}")) {
            return null;
        }
        Path base = Paths.get(storeRoot, policyId);
        Path candidate = base.resolve(fileName);
        if (!candidate.startsWith(base)) {
            return null;
        }
        return candidate;
    }
}
