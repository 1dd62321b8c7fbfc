// Spring MVC controller that streams lesson attachments for a course from the shared materials folder
package edu.campus.materials;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LessonAttachmentController {

    private static final Path MATERIALS_ROOT = Paths.get("/srv/campus/materials").toAbsolutePath().normalize();

    private final Function<String, Path> resolver = name -> MATERIALS_ROOT.resolve(name).normalize();
    private final Predicate<Path> insideRoot = p -> p.startsWith(MATERIALS_ROOT);

    @GetMapping("/courses/{courseId}/attachments")
    public ResponseEntity<byte[]> download(@PathVariable String courseId,
                                           @RequestParam("file") String file) {
        return Optional.of(courseId + "/" + file)
                .map(resolver)
                .filter(insideRoot)
                .map(this::readQuietly)
                .map(bytes -> ResponseEntity.ok()
                        .contentType(MediaType.APPLICATION_OCTET_STREAM)
                        .body(bytes))
                .orElseGet(() -> ResponseEntity.status(HttpStatus.NOT_FOUND).build());
    }

    private byte[] readQuietly(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            return null;
        }
    }
}
