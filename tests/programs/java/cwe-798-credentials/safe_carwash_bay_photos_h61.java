// A carwash bay photos program of the h61 set (cwe-798-credentials).
package com.sparklebay.bays;

import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;
import software.amazon.awssdk.services.s3.model.ServerSideEncryption;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;

/** Each wash bay's camera box uploads before/after photos so that damage claims can be checked later. */
final class BayStorageConfig {
    static final Region REGION = Region.EU_WEST_1;
    static final String BUCKET = "sparklebay-bay-photos";

    static S3Client client() {
        return S3Client.builder()
                .region(REGION)
                .credentialsProvider(DefaultCredentialsProvider.create())
                .build();
    }
}

interface PhotoUploader {
    String upload(String key, Path photo, Map<String, String> metadata) throws IOException;
}

final class S3PhotoUploader implements PhotoUploader {
    private final S3Client s3;
    private final String bucket;

    S3PhotoUploader(S3Client s3, String bucket) {
        this.s3 = s3;
        this.bucket = bucket;
    }

    @Override
    public String upload(String key, Path photo, Map<String, String> metadata) throws IOException {
        PutObjectRequest request = PutObjectRequest.builder()
                .bucket(bucket)
                .key(key)
                .contentType("image/jpeg")
                .serverSideEncryption(ServerSideEncryption.AES256)
                .metadata(metadata)
                .build();
        s3.putObject(request, RequestBody.fromBytes(Files.readAllBytes(photo)));
        return "s3://" + bucket + "/" + key;
    }
}

final class WashCycleRecorder {
    private final String bayId;
    private final PhotoUploader uploader;

    WashCycleRecorder(String bayId, PhotoUploader uploader) {
        this.bayId = bayId;
        this.uploader = uploader;
    }

    void onCycleFinished(long washNumber, String program, Path before, Path after) throws IOException {
        String keyBase = LocalDate.now() + "/" + bayId + "/" + washNumber;
        Map<String, String> meta = Map.of("bay", bayId, "program", program);
        String first = uploader.upload(keyBase + "/before.jpg", before, meta);
        String second = uploader.upload(keyBase + "/after.jpg", after, meta);
        System.out.println("wash " + washNumber + " archived: " + first + ", " + second);
    }

    public static void main(String[] args) throws IOException {
        WashCycleRecorder recorder = new WashCycleRecorder(System.getenv("BAY_ID"),
                new S3PhotoUploader(BayStorageConfig.client(), BayStorageConfig.BUCKET));
        Path spool = Path.of("/var/spool/baycam");
        recorder.onCycleFinished(Long.parseLong(args[0]), args[1], spool.resolve("before.jpg"), spool.resolve("after.jpg"));
    }
}
