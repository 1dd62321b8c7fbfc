// A kiln profile program of the h63 set (cwe-078-command).
package studio.hotshop.kiln;

import java.io.IOException;
import java.util.Map;
import java.util.regex.Pattern;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import studio.hotshop.kiln.v1.AnnealReply;
import studio.hotshop.kiln.v1.AnnealRequest;
import studio.hotshop.kiln.v1.KilnControlGrpc;

final class ProfileName {
    private static final Pattern SHAPE = Pattern.compile("^[a-z0-9_-]{1,40}$");
    private final String value;

    ProfileName(String value) {
        if (value == null || !SHAPE.matcher(value).matches()) {
            throw new IllegalArgumentException("profile name must be lower-case letters, digits, '-' or '_'");
        }
        this.value = value;
    }

    String value() { return value; }
}

record AnnealJob(String kilnId, ProfileName profile) {}

interface KilnDriver {
    int loadProfile(AnnealJob job) throws IOException, InterruptedException;
}

class BartlettDriver implements KilnDriver {
    @Override
    public int loadProfile(AnnealJob job) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bartlett-ctl", "schedule", "--controller", job.kilnId(),
                "--profile", job.profile().value()).start();
        return p.waitFor();
    }
}

class DigitryDriver implements KilnDriver {
    @Override
    public int loadProfile(AnnealJob job) throws IOException, InterruptedException {
        String line = "digitry-cli load " + job.profile().value() + " --kiln " + job.kilnId();
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", line});
        return p.waitFor();
    }
}

class AnnealService {
    private final Map<String, KilnDriver> drivers;

    AnnealService(Map<String, KilnDriver> drivers) { this.drivers = drivers; }

    int start(String controllerType, AnnealJob job) throws IOException, InterruptedException {
        KilnDriver driver = drivers.get(controllerType);
        if (driver == null) {
            throw new IllegalArgumentException("unsupported controller type");
        }
        return driver.loadProfile(job);
    }
}

class KilnControlService extends KilnControlGrpc.KilnControlImplBase {
    private final AnnealService annealService;

    KilnControlService() {
        this.annealService = new AnnealService(Map.of(
                "bartlett", new BartlettDriver(),
                "digitry", new DigitryDriver()));
    }

    @Override
    public void startAnneal(AnnealRequest request, StreamObserver<AnnealReply> responseObserver) {
        try {
            AnnealJob job = new AnnealJob(request.getKilnId(), new ProfileName(request.getProfileName()));
            int exit = annealService.start(request.getControllerType(), job);
            responseObserver.onNext(AnnealReply.newBuilder().setAccepted(exit == 0).build());
            responseObserver.onCompleted();
        } catch (IllegalArgumentException e) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription(e.getMessage()).asRuntimeException());
        } catch (IOException e) {
            responseObserver.onError(Status.UNAVAILABLE.withDescription("kiln controller unreachable").asRuntimeException());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            responseObserver.onError(Status.CANCELLED.asRuntimeException());
        }
    }
}
