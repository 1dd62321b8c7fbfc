// A tuning recordings program of the h62 set (cwe-078-command).
package com.truepitch.tuning;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * Technicians upload a recording of each string after a tuning visit; this endpoint runs
 * sox over the recording to produce the frequency report attached to the service record.
 */
@Path("/pianos/{pianoId}/recordings")
class RecordingAnalysisResource {

    record AnalysisRequest(long pianoId, String recording) {
        AnalysisRequest {
            if (recording == null || !recording.endsWith(".wav") || recording.contains("/")) {
                throw new WebApplicationException("recording must be a .wav file name", 400);
            }
        }
    }

    @ConfigProperty(name = "tuning.recordings.dir")
    String recordingsDir;

    @POST
    @Path("/analyse")
    @Produces(MediaType.TEXT_PLAIN)
    public CompletionStage<String> analyse(@PathParam("pianoId") long pianoId,
                                           @QueryParam("recording") @DefaultValue("") String recording) {
        return CompletableFuture.supplyAsync(() -> new AnalysisRequest(pianoId, recording))
                .thenApply(this::soxCommand)
                .thenApply(RecordingAnalysisResource::run);
    }

    private List<String> soxCommand(AnalysisRequest req) {
        String input = recordingsDir + "/" + req.pianoId() + "/" + req.recording();
        return List.of("/bin/sh", "-c", "sox " + input + " -n remix 1 stat -freq");
    }

    private static String run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new WebApplicationException("analysis timed out", 504);
            }
            return output.lines().limit(400).reduce("", (acc, line) -> acc + line + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WebApplicationException("interrupted", 503);
        }
    }
}
