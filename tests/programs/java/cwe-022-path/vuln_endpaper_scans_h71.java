// A endpaper scans program of the h71 set (cwe-022-path).
package com.marblewell.bindery.scans;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

class ScanNameException extends Exception {
    ScanNameException(String message) {
        super(message);
    }
}

@RestController
class EndpaperScanController {
    private static final Logger log = LoggerFactory.getLogger(EndpaperScanController.class);
    private static final Pattern SCAN_NAME = Pattern.compile("^[A-Za-z0-9_-]{1,64}\\.(png|jpg|tif)$");

    private final Path scanRoot;

    EndpaperScanController(@Value("${bindery.scan-root:/srv/bindery/scans}") String scanRoot) {
        this.scanRoot = Paths.get(scanRoot).toAbsolutePath().normalize();
    }

    @GetMapping("/jobs/{jobId}/endpapers")
    List<String> list(@PathVariable long jobId) throws IOException {
        Path jobDir = scanRoot.resolve(Long.toString(jobId));
        if (!Files.isDirectory(jobDir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(jobDir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> SCAN_NAME.matcher(n).matches())
                    .sorted()
                    .toList();
        }
    }

    @GetMapping("/jobs/{jobId}/endpapers/scan")
    ResponseEntity<byte[]> scan(@PathVariable long jobId, @RequestParam("file") String file) throws IOException {
        Path jobDir = scanRoot.resolve(Long.toString(jobId));
        try {
            checkScanName(file);
        } catch (ScanNameException e) {
            log.warn("job {}: unusual scan name '{}': {}", jobId, file, e.getMessage());
        }
        Path scan = jobDir.resolve(file);
        if (!Files.isRegularFile(scan)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok()
                .contentType(mediaTypeFor(file))
                .body(Files.readAllBytes(scan));
    }

    @ExceptionHandler(ScanNameException.class)
    ResponseEntity<String> badName(ScanNameException e) {
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).body(e.getMessage());
    }

    private static void checkScanName(String file) throws ScanNameException {
        if (file == null || file.isBlank()) {
            throw new ScanNameException("scan name is empty");
        }
        if (!SCAN_NAME.matcher(file).matches()) {
            throw new ScanNameException("scan name does not follow the archive naming scheme");
        }
    }

    private static MediaType mediaTypeFor(String file) {
        String ext = file.substring(file.lastIndexOf('.') + 1).toLowerCase();
        return switch (ext) {
            case "png" -> MediaType.IMAGE_PNG;
            case "jpg" -> MediaType.IMAGE_JPEG;
            default -> {
                log.debug("serving {} as octet-stream", file);
                yield MediaType.APPLICATION_OCTET_STREAM;
            }
        };
    }
}
