// A voicing sheet upload program of the h70 set (cwe-022-path).
package nl.windlade.workshop.voicing;

import io.javalin.Javalin;
import io.javalin.http.Context;
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
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

class VoicingSheetUpload {

    record SheetTarget(String instrument, String rank, UploadedFile upload) {
        Path destination(Path root) {
            return root.resolve(instrument).resolve(rank).resolve(upload.filename());
        }
    }

    record StoredSheet(String name, long bytes) {}

    private static final Pattern OPUS = Pattern.compile("op\\d{1,4}");
    private static final Set<String> RANKS = Set.of("principal", "flute", "string", "reed", "mixture");
    private static final Predicate<UploadedFile> SHEET_NAME =
            f -> f.filename().matches("[A-Za-z0-9_-]{1,80}\\.(pdf|xlsx|csv)");

    private final Path root;

    VoicingSheetUpload(Path root) {
        this.root = root;
    }

    void upload(Context ctx) {
        String opus = ctx.pathParam("opus");
        String rank = ctx.pathParam("rank");
        if (!OPUS.matcher(opus).matches() || !RANKS.contains(rank)) {
            ctx.status(400).result("unknown instrument or rank");
            return;
        }
        List<UploadedFile> uploads = ctx.uploadedFiles("sheets");
        List<UploadedFile> accepted = uploads.stream().filter(SHEET_NAME).toList();
        if (accepted.isEmpty()) {
            ctx.status(422).result("no voicing sheets in request");
            return;
        }
        List<StoredSheet> stored = uploads.stream()
                .map(u -> new SheetTarget(opus, rank, u))
                .map(this::store)
                .toList();
        ctx.status(201).json(Map.of(
                "instrument", opus,
                "rank", rank,
                "stored", stored,
                "skipped", uploads.size() - accepted.size()));
    }

    void list(Context ctx) {
        String opus = ctx.pathParam("opus");
        String rank = ctx.pathParam("rank");
        if (!OPUS.matcher(opus).matches() || !RANKS.contains(rank)) {
            ctx.status(400).result("unknown instrument or rank");
            return;
        }
        try (Stream<Path> files = Files.list(root.resolve(opus).resolve(rank))) {
            ctx.json(files.map(p -> p.getFileName().toString()).sorted().toList());
        } catch (IOException e) {
            ctx.json(List.of());
        }
    }

    private StoredSheet store(SheetTarget target) {
        Path dest = target.destination(root);
        try (InputStream in = target.upload().content()) {
            Files.createDirectories(dest.getParent());
            long written = Files.copy(in, dest, StandardCopyOption.REPLACE_EXISTING);
            return new StoredSheet(dest.getFileName().toString(), written);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) {
        Path root = Path.of(System.getenv().getOrDefault("VOICING_ROOT", "/var/lib/windlade/voicing"));
        VoicingSheetUpload sheets = new VoicingSheetUpload(root);
        Javalin.create(cfg -> cfg.http.maxRequestSize = 25_000_000L)
                .post("/instruments/{opus}/ranks/{rank}/sheets", sheets::upload)
                .get("/instruments/{opus}/ranks/{rank}/sheets", sheets::list)
                .start(7070);
    }
}
