// A courier pod sqs program of the h61 set (cwe-022-path).
package com.swiftparcel.pod;

import com.fasterxml.jackson.databind.ObjectMapper;
import software.amazon.awssdk.core.ResponseBytes;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.DeleteMessageRequest;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.ReceiveMessageRequest;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/** Proof-of-delivery photos are announced by the driver app on SQS and archived on the depot file share. */
record DeliveryProof(String trackingId, String driverId, String photoKey, String fileName) {}

interface ProofArchive {
    Path store(DeliveryProof proof, byte[] photo) throws IOException;
}

final class ProofValidator {
    private static final Pattern TRACKING = Pattern.compile("^SP[0-9]{10}$");

    Optional<String> check(DeliveryProof proof) {
        if (proof.trackingId() == null || !TRACKING.matcher(proof.trackingId()).matches()) {
            return Optional.of("bad tracking id");
        }
        String name = proof.fileName();
        if (name == null || name.isBlank()) {
            return Optional.of("missing file name");
        }
        if (name.contains("..") || name.startsWith("/")) {
            return Optional.of("file name must stay inside the parcel folder");
        }
        return Optional.empty();
    }
}

final class DepotShareArchive implements ProofArchive {
    private final Path root;

    DepotShareArchive(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    @Override
    public Path store(DeliveryProof proof, byte[] photo) throws IOException {
        // the driver app percent-encodes the camera's original file name
        String name = URLDecoder.decode(proof.fileName(), StandardCharsets.UTF_8);
        Path parcelDir = root.resolve(proof.trackingId()).normalize();
        Path target = parcelDir.resolve(name).normalize();
        if (!target.startsWith(parcelDir) || target.equals(parcelDir)) {
            throw new IOException("file name leaves the parcel folder: " + proof.fileName());
        }
        Files.createDirectories(target.getParent());
        return Files.write(target, photo);
    }
}

final class ProofQueueWorker {
    private final SqsClient sqs;
    private final S3Client s3;
    private final String queueUrl;
    private final String photoBucket;
    private final ProofValidator validator;
    private final ProofArchive archive;
    private final ObjectMapper mapper = new ObjectMapper();

    ProofQueueWorker(SqsClient sqs, S3Client s3, String queueUrl, String photoBucket,
                     ProofValidator validator, ProofArchive archive) {
        this.sqs = sqs; this.s3 = s3;
        this.queueUrl = queueUrl; this.photoBucket = photoBucket;
        this.validator = validator; this.archive = archive;
    }

    void pollOnce() {
        ReceiveMessageRequest request = ReceiveMessageRequest.builder()
                .queueUrl(queueUrl).maxNumberOfMessages(10).waitTimeSeconds(20).build();
        for (Message message : sqs.receiveMessage(request).messages()) {
            try {
                handle(message.body());
                sqs.deleteMessage(DeleteMessageRequest.builder()
                        .queueUrl(queueUrl).receiptHandle(message.receiptHandle()).build());
            } catch (IOException | RuntimeException e) {
                System.err.println("proof " + message.messageId() + " kept for retry: " + e.getMessage());
            }
        }
    }

    private void handle(String body) throws IOException {
        DeliveryProof proof = mapper.readValue(body, DeliveryProof.class);
        Optional<String> problem = validator.check(proof);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
        ResponseBytes<GetObjectResponse> photo = s3.getObjectAsBytes(GetObjectRequest.builder()
                .bucket(photoBucket).key(proof.photoKey()).build());
        Path stored = archive.store(proof, photo.asByteArray());
        System.out.println("archived proof for " + proof.trackingId() + " at " + stored);
    }
}

final class ProofArchiverMain {
    public static void main(String[] args) {
        ProofQueueWorker worker = new ProofQueueWorker(SqsClient.create(), S3Client.create(),
                System.getenv("POD_QUEUE_URL"), System.getenv("POD_PHOTO_BUCKET"),
                new ProofValidator(), new DepotShareArchive(Path.of(System.getenv("POD_ARCHIVE_ROOT"))));
        while (!Thread.currentThread().isInterrupted()) {
            worker.pollOnce();
        }
    }
}
