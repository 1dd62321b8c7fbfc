// Spring Boot controller that streams stored invoice PDFs to the browser by file name
package com.example.billing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceDownloadController {

    private static final String INVOICE_DIR = "/srv/billing/invoices";

    @GetMapping("/invoices/download")
    public ResponseEntity<byte[]> download(@RequestParam("name") String name) throws IOException {
        Path file = Paths.get(INVOICE_DIR, name);
        if (!Files.exists(file)) {
            return ResponseEntity.notFound().build();
        }
        byte[] body = Files.readAllBytes(file);
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .body(body);
    }
}
