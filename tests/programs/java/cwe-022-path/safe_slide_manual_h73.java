// A slide manual program of the h73 set (cwe-022-path).
package com.splashcove.ops.manuals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Base64;
import java.util.Locale;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
@RestController
public class SlideManualController {

    private static final Path MANUAL_ROOT = Paths.get("/srv/splashcove/manuals").toAbsolutePath().normalize();

    public static void main(String[] args) {
        SpringApplication.run(SlideManualController.class, args);
    }

    /**
     * The tablets encode the manual reference as base64url("ATTRACTION:file.pdf")
     * so QR codes printed on the pump housings stay short and URL-friendly.
     */
    @GetMapping("/manuals")
    public ResponseEntity<Resource> manual(@RequestParam("ref") String ref) throws IOException {
        if (ref.isBlank() || ref.length() > 300) {
            return ResponseEntity.badRequest().build();
        }
        String decoded = new String(Base64.getUrlDecoder().decode(ref.strip()), StandardCharsets.UTF_8);
        String[] parts = decoded.split(":", 2);
        if (parts.length != 2) {
            return ResponseEntity.badRequest().build();
        }

        String attraction = parts[0].strip().toLowerCase(Locale.ROOT);
        String fileName = parts[1].strip();

        Path manual = MANUAL_ROOT.resolve(attraction).resolve(fileName).normalize();
        if (!manual.startsWith(MANUAL_ROOT) || manual.getNameCount() != MANUAL_ROOT.getNameCount() + 2) {
            return ResponseEntity.badRequest().build();
        }

        if (!Files.isRegularFile(manual)) {
            return ResponseEntity.notFound().build();
        }

        String disposition = String.format("inline; filename=\"%s\"", manual.getFileName());
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, disposition)
                .contentType(MediaType.APPLICATION_PDF)
                .contentLength(Files.size(manual))
                .body(new FileSystemResource(manual));
    }

    @GetMapping("/manuals/attractions")
    public ResponseEntity<String> attractions() throws IOException {
        StringBuilder sb = new StringBuilder();
        try (var dirs = Files.list(MANUAL_ROOT)) {
            dirs.filter(Files::isDirectory)
                .map(p -> p.getFileName().toString())
                .sorted()
                .forEach(name -> sb.append(name).append('\n'));
        }
        return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(sb.toString());
    }
}
