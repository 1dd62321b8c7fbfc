// A panel designs program of the h67 set (cwe-022-path).
// stained glass studios: download full-size cartoon drawings for a commissioned window panel
package studio.leadlight.designs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

import static org.springframework.http.HttpStatus.NOT_FOUND;

@SpringBootApplication
public class DesignArchiveApplication {
    public static void main(String[] args) {
        SpringApplication.run(DesignArchiveApplication.class, args);
    }
}

record CartoonRequest(
        @NotBlank @Pattern(regexp = "C-[0-9]{4}") String commissionRef,
        @NotBlank @Pattern(regexp = "[\\w./ -]{1,120}\\.(svg|pdf)") String drawing) {
}

@Service
class CartoonStore {

    private final Path archiveRoot;

    CartoonStore(@Value("${designs.archive-root:/srv/leadlight/cartoons}") String archiveRoot) {
        this.archiveRoot = Path.of(archiveRoot);
    }

    Path locate(String commissionRef, String drawing) {
        Path commissionDir = archiveRoot.resolve(commissionRef).toAbsolutePath().normalize();
        Path file = commissionDir.resolve(drawing).normalize();
        if (!file.startsWith(commissionDir) || !Files.isRegularFile(file)) {
            throw new ResponseStatusException(NOT_FOUND, "No such drawing");
        }
        return file;
    }
}

@RestController
@RequestMapping("/commissions/cartoons")
class CartoonController {

    private final CartoonStore store;

    CartoonController(CartoonStore store) {
        this.store = store;
    }

    @GetMapping
    ResponseEntity<Resource> download(@Valid @ModelAttribute CartoonRequest request) throws IOException {
        Path file = store.locate(request.commissionRef(), request.drawing());
        MediaType type = file.toString().endsWith(".svg")
                ? MediaType.valueOf("image/svg+xml")
                : MediaType.APPLICATION_PDF;
        return ResponseEntity.ok()
                .contentType(type)
                .contentLength(Files.size(file))
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        "attachment; filename=\"" + file.getFileName() + "\"")
                .body(new FileSystemResource(file));
    }
}
