// Spring MVC controller that renders image thumbnails by invoking ImageMagick
package com.media.thumbs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteWatchdog;
import org.apache.commons.exec.PumpStreamHandler;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/images")
class ThumbnailController {
    @Value("${media.dir:/var/media}")
    private String mediaDir;

    @PostMapping("/{id}/thumbnail")
    ResponseEntity<String> thumbnail(@PathVariable long id,
                                     @RequestParam(defaultValue = "128x128") String size) throws IOException {
        String source = mediaDir + "/" + id + ".jpg";
        String target = mediaDir + "/thumbs/" + id + ".jpg";
        int exit = runConvert(source, size, target);
        return exit == 0 ? ResponseEntity.ok(target) : ResponseEntity.internalServerError().build();
    }

    private int runConvert(String source, String size, String target) throws IOException {
        CommandLine cmd = new CommandLine("/bin/sh");
        cmd.addArgument("-c");
        cmd.addArgument("convert " + source + " -thumbnail " + size + " " + target, false);
        DefaultExecutor executor = new DefaultExecutor();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        executor.setStreamHandler(new PumpStreamHandler(log));
        executor.setWatchdog(new ExecuteWatchdog(Duration.ofSeconds(20).toMillis()));
        executor.setExitValues(null);
        return executor.execute(cmd);
    }
}
