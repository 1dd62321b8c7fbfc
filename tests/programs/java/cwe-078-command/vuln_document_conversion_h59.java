// Unseen set h59: document conversion
package com.lingualink.pipeline.convert;

import com.fasterxml.jackson.databind.ObjectMapper;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.DeleteMessageRequest;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.ReceiveMessageRequest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

record ConversionRequest(String orderId, String sourceKey, String targetFormat) {}

class PandocConverter {
    private final Path workDir;

    PandocConverter(Path workDir) {
        this.workDir = workDir;
    }

    Path convert(Path input, String targetFormat) throws IOException, InterruptedException {
        Path output = workDir.resolve(UUID.randomUUID() + ".out");
        String[] command = {"/bin/sh", "-c", "pandoc " + input + " -t " + targetFormat + " -o " + output};
        Process process = Runtime.getRuntime().exec(command);
        int exit = process.waitFor();
        if (exit != 0) {
            throw new IOException("pandoc exited with " + exit);
        }
        return output;
    }
}

class DeliverableService {
    private final S3Client s3;
    private final PandocConverter converter;
    private final String bucket;

    DeliverableService(S3Client s3, PandocConverter converter, String bucket) {
        this.s3 = s3;
        this.converter = converter;
        this.bucket = bucket;
    }

    void prepare(ConversionRequest request) throws IOException, InterruptedException {
        Path input = Files.createTempFile("translation-", ".md");
        Files.delete(input);
        s3.getObject(GetObjectRequest.builder().bucket(bucket).key(request.sourceKey()).build(), input);
        Path converted = converter.convert(input, request.targetFormat());
        String deliverableKey = "deliverables/" + UUID.nameUUIDFromBytes(request.orderId().getBytes()) + "/final";
        s3.putObject(PutObjectRequest.builder().bucket(bucket).key(deliverableKey).build(), RequestBody.fromFile(converted));
        Files.deleteIfExists(input);
        Files.deleteIfExists(converted);
    }
}

class ConversionQueueWorker {
    public static void main(String[] args) throws Exception {
        String queueUrl = System.getenv("CONVERSION_QUEUE_URL");
        SqsClient sqs = SqsClient.create();
        DeliverableService service = new DeliverableService(S3Client.create(),
                new PandocConverter(Files.createTempDirectory("pandoc")), System.getenv("DOCUMENT_BUCKET"));
        ObjectMapper mapper = new ObjectMapper();

        while (true) {
            ReceiveMessageRequest receive = ReceiveMessageRequest.builder()
                    .queueUrl(queueUrl).maxNumberOfMessages(5).waitTimeSeconds(20).build();
            for (Message message : sqs.receiveMessage(receive).messages()) {
                ConversionRequest request = mapper.readValue(message.body(), ConversionRequest.class);
                service.prepare(request);
                sqs.deleteMessage(DeleteMessageRequest.builder()
                        .queueUrl(queueUrl).receiptHandle(message.receiptHandle()).build());
            }
        }
    }
}
