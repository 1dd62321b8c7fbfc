// A borehole log convert program of the h70 set (cwe-078-command).
package no.bergbrann.drilling.logs;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

@Controller("/wells")
class BoreholeLogController {

    @Serdeable
    record ExportRequest(String format, Integer topMetres, Integer bottomMetres) {}

    @Serdeable
    record ExportResult(String well, String format, String file, int exitCode) {}

    record DepthRange(int top, int bottom) {}

    record ConvertJob(String well, String format, Path source, Path target, Optional<DepthRange> range) {
        List<String> rangeArgs() {
            return range.map(r -> List.of("--top", Integer.toString(r.top()), "--bottom", Integer.toString(r.bottom())))
                    .orElse(List.of());
        }

        List<String> with(String... base) {
            return Stream.concat(Stream.of(base), rangeArgs().stream()).toList();
        }
    }

    private static final Path LOGS = Path.of("/data/bergbrann/las");
    private static final Path EXPORTS = Path.of("/data/bergbrann/exports");

    private final Map<String, Function<ConvertJob, List<String>>> converters = Map.of(
            "csv", j -> j.with("las2csv", "--in", j.source().toString(), "--out", j.target().toString()),
            "pdf", j -> j.with("lasplot", "--pdf", j.source().toString(), j.target().toString()),
            "xlsx", j -> j.with("las2xlsx", j.source().toString(), j.target().toString()));

    @Post("/{wellId}/exports")
    HttpResponse<ExportResult> export(@PathVariable String wellId, @Body ExportRequest request)
            throws IOException, InterruptedException {
        if (!wellId.matches("[A-Z]{2}-\\d{4,6}")) {
            return HttpResponse.badRequest();
        }
        Path source = LOGS.resolve(wellId + ".las");
        if (!Files.exists(source)) {
            return HttpResponse.notFound();
        }
        String format = Optional.ofNullable(request.format()).map(String::strip).orElse("csv");
        Optional<DepthRange> range = Optional.ofNullable(request.topMetres())
                .flatMap(top -> Optional.ofNullable(request.bottomMetres()).map(bottom -> new DepthRange(top, bottom)))
                .filter(r -> r.top() >= 0 && r.bottom() > r.top());
        ConvertJob job = new ConvertJob(wellId, format, source,
                EXPORTS.resolve(wellId + "-" + System.currentTimeMillis() + "." + format), range);

        Function<ConvertJob, List<String>> converter = converters.get(format);
        if (converter == null) {
            return HttpResponse.badRequest();
        }
        List<String> command = converter.apply(job);

        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return HttpResponse.serverError();
        }
        return HttpResponse.ok(new ExportResult(wellId, format,
                job.target().getFileName().toString(), process.exitValue()));
    }
}
