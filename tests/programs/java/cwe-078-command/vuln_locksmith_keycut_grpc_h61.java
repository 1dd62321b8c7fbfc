// A locksmith keycut grpc program of the h61 set (cwe-078-command).
package com.keyworks.cutting;

import com.keyworks.cutting.proto.CutKeyReply;
import com.keyworks.cutting.proto.CutKeyRequest;
import com.keyworks.cutting.proto.KeyCuttingGrpc;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/** Counter terminals in the locksmith branches send key-cutting orders to the workshop machine over gRPC. */
final class CutOrderValidator {
    private static final Pattern BITTING = Pattern.compile("^[0-9]{5,7}$");

    List<String> problems(CutKeyRequest request) {
        List<String> problems = new ArrayList<>();
        if (!BITTING.matcher(request.getBitting()).matches()) {
            problems.add("bitting must be 5 to 7 depth digits");
        }
        if (request.getCopies() < 1 || request.getCopies() > 10) {
            problems.add("between 1 and 10 copies per order");
        }
        return problems;
    }
}

interface CuttingMachine {
    int cut(String blankProfile, String bitting, int copies) throws IOException, InterruptedException;
}

final class ShellCuttingMachine implements CuttingMachine {
    @Override
    public int cut(String blankProfile, String bitting, int copies) throws IOException, InterruptedException {
        String job = "keycutter --blank " + blankProfile + " --bitting " + bitting + " --copies " + copies
                + " >> /var/log/keycutter/jobs.log 2>&1";
        Process process = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", job});
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}

final class KeyCuttingService extends KeyCuttingGrpc.KeyCuttingImplBase {
    private final CutOrderValidator validator;
    private final CuttingMachine machine;

    KeyCuttingService(CutOrderValidator validator, CuttingMachine machine) {
        this.validator = validator;
        this.machine = machine;
    }

    @Override
    public void cutKey(CutKeyRequest request, StreamObserver<CutKeyReply> responseObserver) {
        List<String> problems = validator.problems(request);
        if (!problems.isEmpty()) {
            responseObserver.onError(Status.INVALID_ARGUMENT
                    .withDescription(String.join("; ", problems)).asRuntimeException());
            return;
        }
        try {
            int exit = machine.cut(request.getBlankProfile(), request.getBitting(), request.getCopies());
            responseObserver.onNext(CutKeyReply.newBuilder()
                    .setOrderId(request.getOrderId())
                    .setAccepted(exit == 0)
                    .build());
            responseObserver.onCompleted();
        } catch (IOException e) {
            responseObserver.onError(Status.UNAVAILABLE.withDescription("cutter offline").asRuntimeException());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            responseObserver.onError(Status.CANCELLED.asRuntimeException());
        }
    }
}

final class WorkshopServer {
    public static void main(String[] args) throws IOException, InterruptedException {
        Server server = ServerBuilder.forPort(9443)
                .useTransportSecurity(new File(System.getenv("WORKSHOP_TLS_CERT")),
                        new File(System.getenv("WORKSHOP_TLS_KEY")))
                .addService(new KeyCuttingService(new CutOrderValidator(), new ShellCuttingMachine()))
                .build()
                .start();
        server.awaitTermination();
    }
}
