// Print shop upload endpoint that queues artwork files and a worker that converts them with Ghostscript
package com.printshop.jobs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

record ConvertJob(String fileId, String paperSize) {}

class ConvertWorker implements Runnable {
    private final BlockingQueue<ConvertJob> queue;
    private final Path spoolDir;

    ConvertWorker(BlockingQueue<ConvertJob> queue, Path spoolDir) {
        this.queue = queue;
        this.spoolDir = spoolDir;
    }

    @Override
    public void run() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                ConvertJob job = queue.take();
                Path in = spoolDir.resolve(job.fileId() + ".pdf");
                Path out = spoolDir.resolve(job.fileId() + "-press.pdf");
                String cmd = "gs -q -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -sPAPERSIZE=" + job.paperSize()
                        + " -dFIXEDMEDIA -o " + out + " " + in;
                Process p = new ProcessBuilder("sh", "-c", cmd).inheritIO().start();
                p.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException e) {
                System.err.println("conversion failed: " + e.getMessage());
            }
        }
    }
}

@RestController
class ArtworkUploadController {
    private final BlockingQueue<ConvertJob> queue = new LinkedBlockingQueue<>();
    private final Path spoolDir = Path.of("/var/spool/printshop");

    ArtworkUploadController() {
        new Thread(new ConvertWorker(queue, spoolDir), "convert-worker").start();
    }

    @PostMapping("/artwork")
    String upload(@RequestParam("file") MultipartFile file,
                  @RequestParam(defaultValue = "a4") String paper) throws IOException {
        String id = UUID.randomUUID().toString();
        Files.write(spoolDir.resolve(id + ".pdf"), file.getBytes());
        queue.add(new ConvertJob(id, paper));
        return id;
    }
}
