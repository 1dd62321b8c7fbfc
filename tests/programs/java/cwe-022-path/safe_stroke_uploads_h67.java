// A stroke uploads program of the h67 set (cwe-022-path).
// calligraphers: students upload scanned practice sheets for tutor review
package school.calligraphy.practice;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.multipart.CompletedFileUpload;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.validation.Validated;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;

public class PracticeSheetApp {
    public static void main(String[] args) {
        Micronaut.run(PracticeSheetApp.class, args);
    }
}

@Serdeable
record SheetReceipt(String studentId, String storedAs, long bytes, Instant receivedAt) {
}

@Singleton
class SheetStorage {

    private final Path uploadRoot;

    SheetStorage(@Value("${practice.upload-root:/var/lib/calligraphy/sheets}") String uploadRoot) {
        this.uploadRoot = Path.of(uploadRoot);
    }

    SheetReceipt store(String studentId, String originalName, InputStream content) throws IOException {
        Path studentDir = uploadRoot.resolve(studentId).toAbsolutePath().normalize();
        Files.createDirectories(studentDir);
        Path leaf = Path.of(originalName).getFileName();
        if (leaf == null) {
            throw new IOException("Missing file name");
        }
        Path target = studentDir.resolve(leaf.toString()).normalize();
        if (!target.getParent().equals(studentDir)) {
            throw new IOException("File name not accepted: " + originalName);
        }
        long written = Files.copy(content, target, StandardCopyOption.REPLACE_EXISTING);
        return new SheetReceipt(studentId, studentDir.relativize(target).toString(), written, Instant.now());
    }
}

@Validated
@Controller("/practice/sheets")
class PracticeSheetController {

    private final SheetStorage storage;

    PracticeSheetController(SheetStorage storage) {
        this.storage = storage;
    }

    @Post(consumes = MediaType.MULTIPART_FORM_DATA)
    HttpResponse<SheetReceipt> upload(
            @Part("studentId") @NotBlank @Pattern(regexp = "[a-z]{2}[0-9]{5}") String studentId,
            @Part("sheet") CompletedFileUpload sheet) throws IOException {
        if (sheet.getSize() == 0) {
            return HttpResponse.badRequest();
        }
        try (InputStream in = sheet.getInputStream()) {
            SheetReceipt receipt = storage.store(studentId, sheet.getFilename(), in);
            return HttpResponse.created(receipt);
        }
    }
}
