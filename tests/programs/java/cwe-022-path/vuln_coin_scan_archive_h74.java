// A coin scan archive program of the h74 set (cwe-022-path).
package club.numismatica.archive;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
class CoinScanArchiveApplication {
    public static void main(String[] args) {
        SpringApplication.run(CoinScanArchiveApplication.class, args);
    }
}

@RestController
class CoinScanController {

    private final Path scanRoot = Paths.get("/srv/numismatica/scans").toAbsolutePath().normalize();
    private final ExecutorService diskPool = Executors.newFixedThreadPool(6);

    @GetMapping("/members/{memberId}/scans")
    CompletableFuture<ResponseEntity<byte[]>> scan(@PathVariable long memberId,
                                                   @RequestParam("file") String file) {
        return CompletableFuture
                .supplyAsync(() -> locate(memberId, file), diskPool)
                .thenApplyAsync(located -> readScan(memberDir(memberId).resolve(file)), diskPool)
                .thenApply(bytes -> ResponseEntity.ok()
                        .contentType(MediaType.IMAGE_JPEG)
                        .cacheControl(CacheControl.noCache())
                        .body(bytes))
                .exceptionally(ex -> ResponseEntity.notFound().build());
    }

    private Path memberDir(long memberId) {
        return scanRoot.resolve(Long.toString(memberId));
    }

    // member folders are flat: keep only the last path element of whatever the client sent
    private Path locate(long memberId, String file) {
        Path name = Paths.get(file).getFileName();
        if (name == null || name.toString().startsWith(".")) {
            throw new IllegalArgumentException("bad scan name: " + file);
        }
        return memberDir(memberId).resolve(name.toString());
    }

    private byte[] readScan(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
