// Print shop upload endpoint that queues artwork files and a worker that converts them with Ghostscript
package com.printshop.jobs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

record ConvertJob(String fileId, String paperSize) {}

class ConvertWorker implements Runnable {
    private static final Set<String> PAPER_SIZES = Set.of("a3", "a4", "a5", "letter", "legal", "tabloid");
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
                if (!PAPER_SIZES.contains(job.paperSize())) {
                    System.err.println("rejected job " + job.fileId() + ": unknown paper size");
                    continue;
                }
                Path in = spoolDir.resolve(job.fileId() + ".pdf");
                Path out = spoolDir.resolve(job.fileId() + "-press.pdf");
                List<String> cmd = List.of("gs", "-q", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pdfwrite",
                        "-sPAPERSIZE=" + job.paperSize(), "-dFIXEDMEDIA", "-o", out.toString(), in.toString());
                Process p = new ProcessBuilder(cmd).inheritIO().start();
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
        queue.add(new ConvertJob(id, paper.toLowerCase()));
        return id;
    }
}
