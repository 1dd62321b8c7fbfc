// A local ice sculptor preview render program of the h76 set (cwe-078-command).
package com.glacierworks.preview;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Objects;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

interface Launcher {
    Process launch(List<String> argv) throws IOException;
}

class ShellLauncher implements Launcher {
    @Override
    public Process launch(List<String> argv) throws IOException {
        String line = String.join(" ", argv);
        return new ProcessBuilder("/bin/sh", "-c", line).redirectErrorStream(true).start();
    }
}

class RenderService {
    private final Launcher launcher;
    private final Path outputDir;
    private final Map<String, BiFunction<Context, Path, List<String>>> commands;

    RenderService(Launcher launcher, Path outputDir) {
        this.launcher = launcher;
        this.outputDir = outputDir;
        this.commands = Map.of(
                "still", this::stillCommand,
                "turntable", this::turntableCommand);
    }

    private static String blockId(Context ctx) {
        String block = ctx.formParam("block");
        if (block == null || !block.matches("[A-Z0-9-]{1,24}")) {
            throw new IllegalArgumentException("unknown block id");
        }
        return block;
    }

    private List<String> stillCommand(Context ctx, Path out) {
        List<String> argv = new ArrayList<>(List.of("/usr/local/bin/ice-preview", "--mode", "still"));
        argv.add("--block");
        argv.add(blockId(ctx));
        argv.add("--caption");
        argv.add(Objects.requireNonNullElse(ctx.formParam("caption"), ""));
        argv.add("--out");
        argv.add(out.toString());
        return argv;
    }

    private List<String> turntableCommand(Context ctx, Path out) {
        List<String> argv = new ArrayList<>(List.of("/usr/local/bin/ice-preview", "--mode", "turntable"));
        argv.add("--block");
        argv.add(blockId(ctx));
        argv.add("--frames");
        argv.add(String.valueOf(ctx.formParamAsClass("frames", Integer.class).getOrDefault(36)));
        argv.add("--out");
        argv.add(out.toString());
        return argv;
    }

    void render(Context ctx) throws IOException, InterruptedException {
        BiFunction<Context, Path, List<String>> builder = commands.get(ctx.pathParam("kind"));
        if (builder == null) {
            ctx.status(404).result("unknown render kind");
            return;
        }
        Path out = outputDir.resolve(UUID.randomUUID() + ".png");
        Process process = launcher.launch(builder.apply(ctx, out));
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            ctx.status(504).result("render timed out");
            return;
        }
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            ctx.status(500).result("render failed");
            System.err.println(log);
            return;
        }
        ctx.json(Map.of("preview", out.getFileName().toString()));
    }
}

class PreviewServer {
    public static void main(String[] args) {
        Path outputDir = Paths.get(System.getenv().getOrDefault("PREVIEW_DIR", "/var/glacierworks/previews"));
        RenderService service = new RenderService(new ShellLauncher(), outputDir);
        Javalin app = Javalin.create();
        app.post("/render/{kind}", service::render);
        app.exception(IllegalArgumentException.class, (e, ctx) -> ctx.status(400).result(e.getMessage()));
        app.start(7070);
    }
}
