// Spring MVC controller that streams stored invoice PDFs to account holders
package com.acme.billing.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.PathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceDownloadController {

    private final Path invoiceRoot;

    public InvoiceDownloadController(@Value("${billing.invoice-dir}") String invoiceDir) {
        this.invoiceRoot = Paths.get(invoiceDir).toAbsolutePath().normalize();
    }

    private Path locate(String fileName) {
        Path candidate = invoiceRoot.resolve(fileName).normalize();
        if (!candidate.startsWith(invoiceRoot)) {
            throw new IllegalArgumentException("invoice outside archive");
        }
        return candidate;
    }

    @GetMapping("/invoices/download")
    public ResponseEntity<Resource> download(@RequestParam("file") String file) throws IOException {
        Path target = locate(file);
        if (!Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .body(new PathResource(target));
    }
}
