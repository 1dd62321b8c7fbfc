// Spring controller that lets customers download archived PDF invoices from the invoice store
package com.acme.billing.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.core.io.PathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class InvoiceDownloadController {

    private static final Path INVOICE_ROOT = Paths.get("/var/lib/billing/invoices");

    @GetMapping("/invoices/download")
    ResponseEntity<Resource> download(@RequestParam int year,
                                      @RequestParam("file") String fileName) throws IOException {
        Path invoice = locate(year, fileName);
        if (invoice == null || !Files.isRegularFile(invoice)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"invoice.pdf\"")
                .body(new PathResource(invoice));
    }

    private static Path locate(int year, String fileName) {
        Path candidate = INVOICE_ROOT.resolve(Integer.toString(year)).resolve(fileName).normalize();
        if (!candidate.startsWith(INVOICE_ROOT)) {
            return null;
        }
        return candidate;
    }
}
