// A activity album program of the h60 set (cwe-022-path).
package au.littlesprouts.childcare.album;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.FileUpload;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Educators upload a zip of the day's activity photos for a room; parents see them in the app. */
class ActivityAlbumVerticle extends AbstractVerticle {

    private static final Path ALBUM_ROOT = Path.of("/srv/littlesprouts/albums");
    private static final Pattern ROOM = Pattern.compile("^[a-z]{3,20}$");
    private static final Set<String> IMAGE_TYPES = Set.of("jpg", "jpeg", "png", "heic");

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.post("/rooms/:room/albums")
                .handler(BodyHandler.create().setBodyLimit(200L * 1024 * 1024).setDeleteUploadedFilesOnEnd(true))
                .handler(this::importAlbum);
        vertx.createHttpServer().requestHandler(router).listen(8080);
    }

    private void importAlbum(RoutingContext ctx) {
        String room = ctx.pathParam("room");
        List<FileUpload> uploads = ctx.fileUploads();
        if (!ROOM.matcher(room).matches() || uploads.isEmpty()) {
            ctx.response().setStatusCode(400).end();
            return;
        }
        Path target = ALBUM_ROOT.resolve(room).resolve(LocalDate.now().toString());

        vertx.<List<String>>executeBlocking(promise -> {
            try (ZipFile zip = new ZipFile(uploads.get(0).uploadedFileName())) {
                promise.complete(zip.stream()
                        .filter(entry -> !entry.isDirectory())
                        .filter(entry -> IMAGE_TYPES.contains(extension(entry.getName())))
                        .map(entry -> extract(zip, entry, target))
                        .map(path -> target.relativize(path).toString())
                        .collect(Collectors.toList()));
            } catch (IOException | UncheckedIOException e) {
                promise.fail(e);
            }
        }, false)
                .onSuccess(saved -> ctx.json(new JsonObject().put("room", room).put("photos", saved)))
                .onFailure(err -> ctx.fail(422, err));
    }

    private static Path extract(ZipFile zip, ZipEntry entry, Path target) {
        Path out = target.resolve(entry.getName());
        try (InputStream in = zip.getInputStream(entry)) {
            Files.createDirectories(out.getParent());
            Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
