// Unseen set h59: bike unlock codes
package io.pedalgrid.unlock;

import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.pedalgrid.unlock.v1.UnlockGrant;
import io.pedalgrid.unlock.v1.UnlockRequest;
import io.pedalgrid.unlock.v1.UnlockServiceGrpc;

import java.io.File;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

record IssuedCode(String bikeId, String riderId, String code, String rentalToken, Instant expiresAt) {}

interface CodeGenerator {
    String keypadCode();
    String rentalToken();
}

class RandomCodeGenerator implements CodeGenerator {
    private final SecureRandom random = new SecureRandom();

    @Override
    public String keypadCode() {
        return String.format("%06d", random.nextInt(1_000_000));
    }

    @Override
    public String rentalToken() {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}

class UnlockCodeService {
    private final CodeGenerator generator;
    private final Clock clock;
    private final Map<String, IssuedCode> activeByBike = new ConcurrentHashMap<>();

    UnlockCodeService(CodeGenerator generator, Clock clock) {
        this.generator = generator;
        this.clock = clock;
    }

    IssuedCode issue(String bikeId, String riderId) {
        IssuedCode code = new IssuedCode(bikeId, riderId, generator.keypadCode(), generator.rentalToken(),
                clock.instant().plusSeconds(90));
        activeByBike.put(bikeId, code);
        return code;
    }
}

class UnlockGrpcService extends UnlockServiceGrpc.UnlockServiceImplBase {
    private final UnlockCodeService service;

    UnlockGrpcService(UnlockCodeService service) {
        this.service = service;
    }

    @Override
    public void requestUnlock(UnlockRequest request, StreamObserver<UnlockGrant> observer) {
        if (request.getBikeId().isBlank() || request.getRiderId().isBlank()) {
            observer.onError(Status.INVALID_ARGUMENT.withDescription("bike_id and rider_id are required").asRuntimeException());
            return;
        }
        IssuedCode code = service.issue(request.getBikeId(), request.getRiderId());
        observer.onNext(UnlockGrant.newBuilder()
                .setKeypadCode(code.code())
                .setRentalToken(code.rentalToken())
                .setExpiresAtEpochSeconds(code.expiresAt().getEpochSecond())
                .build());
        observer.onCompleted();
    }

    public static void main(String[] args) throws Exception {
        UnlockCodeService service = new UnlockCodeService(new RandomCodeGenerator(), Clock.systemUTC());
        Server server = ServerBuilder.forPort(Integer.parseInt(System.getenv().getOrDefault("GRPC_PORT", "50051")))
                .useTransportSecurity(new File(System.getenv("GRPC_TLS_CERT")), new File(System.getenv("GRPC_TLS_KEY")))
                .addService(new UnlockGrpcService(service))
                .build()
                .start();
        server.awaitTermination();
    }
}
