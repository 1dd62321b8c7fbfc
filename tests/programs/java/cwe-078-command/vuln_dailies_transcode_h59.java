// Unseen set h59: dailies transcode
package studio.northlight.dailies;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DeliverCallback;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Pattern;

record TranscodeJob(String jobId, String shootDay, String sourceFile, String preset) {}

interface Transcoder {
    int transcode(Path source, Path target, String preset) throws IOException, InterruptedException;
}

class FfmpegTranscoder implements Transcoder {
    private final String ffmpegBinary;

    FfmpegTranscoder(String ffmpegBinary) {
        this.ffmpegBinary = ffmpegBinary;
    }

    @Override
    public int transcode(Path source, Path target, String preset) throws IOException, InterruptedException {
        String commandLine = ffmpegBinary + " -y -i " + source + " -c:v libx264 -preset " + preset
                + " -crf 20 -c:a aac " + target;
        Process process = new ProcessBuilder("/bin/sh", "-c", commandLine)
                .redirectErrorStream(true)
                .start();
        process.getInputStream().transferTo(System.out);
        return process.waitFor();
    }
}

class DailiesService {
    private static final Pattern CLIP_NAME = Pattern.compile("^[A-Za-z0-9_-]{1,64}\\.(mov|mxf)$");
    private static final Pattern SHOOT_DAY = Pattern.compile("^D\\d{3}$");
    private final Transcoder transcoder;
    private final Path ingestRoot;
    private final Path proxyRoot;

    DailiesService(Transcoder transcoder, Path ingestRoot, Path proxyRoot) {
        this.transcoder = transcoder;
        this.ingestRoot = ingestRoot;
        this.proxyRoot = proxyRoot;
    }

    boolean process(TranscodeJob job) throws IOException, InterruptedException {
        if (!CLIP_NAME.matcher(job.sourceFile()).matches() || !SHOOT_DAY.matcher(job.shootDay()).matches()) {
            return false;
        }
        Path source = ingestRoot.resolve(job.shootDay()).resolve(job.sourceFile());
        String proxyName = job.sourceFile().replaceAll("\\.(mov|mxf)$", "_proxy.mp4");
        Path target = proxyRoot.resolve(job.shootDay()).resolve(proxyName);
        return transcoder.transcode(source, target, job.preset()) == 0;
    }
}

class DailiesWorker {
    public static void main(String[] args) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(System.getenv("AMQP_URL"));
        Connection connection = factory.newConnection("dailies-worker");
        Channel channel = connection.createChannel();
        channel.basicQos(1);

        ObjectMapper mapper = new ObjectMapper();
        DailiesService service = new DailiesService(new FfmpegTranscoder("/usr/bin/ffmpeg"),
                Paths.get("/mnt/ingest"), Paths.get("/mnt/proxies"));

        DeliverCallback onJob = (consumerTag, delivery) -> {
            long tag = delivery.getEnvelope().getDeliveryTag();
            try {
                TranscodeJob job = mapper.readValue(delivery.getBody(), TranscodeJob.class);
                boolean done = service.process(job);
                if (done) {
                    channel.basicAck(tag, false);
                } else {
                    channel.basicReject(tag, false);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                channel.basicNack(tag, false, true);
            } catch (IOException e) {
                channel.basicNack(tag, false, false);
            }
        };
        channel.basicConsume("dailies.transcode", false, onJob, consumerTag -> { });
    }
}
