// xray upload (h58 set)
package com.brightsmile.imaging;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import java.util.stream.Collectors;

final class RadiographUploads {

    private static final Set<String> ALLOWED_TYPES = Set.of("application/dicom", "image/png", "image/jpeg");
    private static final Predicate<UploadedFile> KNOWN_TYPE = f -> ALLOWED_TYPES.contains(f.contentType());
    private static final Predicate<UploadedFile> UNDER_LIMIT = f -> f.size() <= 40L * 1024 * 1024;

    private final Path storageRoot;

    RadiographUploads(Path storageRoot) {
        this.storageRoot = storageRoot;
    }

    private Path patientFolder(String chartNo) throws IOException {
        if (!chartNo.matches("[0-9]{6,10}")) {
            throw new BadRequestResponse("invalid chart number");
        }
        return Files.createDirectories(storageRoot.resolve(chartNo));
    }

    private String store(Path folder, UploadedFile file) {
        Path target = folder.resolve(file.filename());
        try (InputStream in = file.content()) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return target.getFileName().toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void upload(Context ctx) throws IOException {
        Path folder = patientFolder(ctx.pathParam("chartNo"));
        List<UploadedFile> files = ctx.uploadedFiles("radiograph").stream()
                .filter(KNOWN_TYPE.and(UNDER_LIMIT))
                .collect(Collectors.toList());
        if (files.isEmpty()) {
            throw new BadRequestResponse("no acceptable radiographs in request");
        }

        List<CompletableFuture<String>> writes = files.stream()
                .map(f -> CompletableFuture.supplyAsync(() -> store(folder, f)))
                .collect(Collectors.toList());

        ctx.future(() -> CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new))
                .thenApply(v -> writes.stream().map(CompletableFuture::join).collect(Collectors.toList()))
                .thenAccept(saved -> ctx.status(HttpStatus.CREATED).json(Map.of("stored", saved))));
    }

    public static void main(String[] args) {
        Path root = Path.of(System.getenv().getOrDefault("RADIOGRAPH_ROOT", "/srv/brightsmile/radiographs"));
        RadiographUploads uploads = new RadiographUploads(root);
        Javalin.create(cfg -> cfg.http.maxRequestSize = 200L * 1024 * 1024)
                .post("/patients/{chartNo}/radiographs", uploads::upload)
                .start(7030);
    }
}
