// A reindeer herd sync program of the h65 set (cwe-502-deser).
package no.reindeerherd.sync;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import no.reindeerherd.sync.model.HerdSnapshot;
import no.reindeerherd.sync.proto.HerdSyncGrpc;
import no.reindeerherd.sync.proto.SnapshotAck;
import no.reindeerherd.sync.proto.SnapshotUpload;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

/**
 * Field tablets carried by herders on the spring migration work offline for days.
 * When they get signal they push the whole herd snapshot (calf markings, counts
 * per siida, corral events) as one serialized object.
 */
public class HerdSyncService extends HerdSyncGrpc.HerdSyncImplBase {

    private static final int MAX_SNAPSHOT_BYTES = 4 * 1024 * 1024;
    private static final ObjectInputFilter SNAPSHOT_CLASSES = ObjectInputFilter.Config.createFilter(
            "maxdepth=8;maxrefs=200000;maxarray=100000;"
                    + "no.reindeerherd.sync.model.*;java.util.ArrayList;java.util.HashMap;"
                    + "java.time.Ser;java.lang.Enum;java.lang.String;java.lang.Integer;java.lang.Long;java.lang.Number;!*");

    private final HerdLedger ledger;

    public HerdSyncService(HerdLedger ledger) {
        this.ledger = ledger;
    }

    @Override
    public void uploadSnapshot(SnapshotUpload request, StreamObserver<SnapshotAck> responseObserver) {
        ByteString payload = request.getSnapshot();
        if (payload.size() == 0 || payload.size() > MAX_SNAPSHOT_BYTES) {
            responseObserver.onError(Status.INVALID_ARGUMENT
                    .withDescription("snapshot size out of range").asRuntimeException());
            return;
        }

        HerdSnapshot snapshot;
        try (InputStream in = payload.newInput();
             ObjectInputStream ois = new ObjectInputStream(in)) {
            ois.setObjectInputFilter(SNAPSHOT_CLASSES);
            snapshot = (HerdSnapshot) ois.readObject();
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            responseObserver.onError(Status.INVALID_ARGUMENT
                    .withDescription("unreadable snapshot").asRuntimeException());
            return;
        }

        if (!snapshot.getSiidaCode().equals(request.getSiidaCode())) {
            responseObserver.onError(Status.PERMISSION_DENIED
                    .withDescription("snapshot belongs to another siida").asRuntimeException());
            return;
        }

        int merged = ledger.merge(request.getDeviceId(), snapshot);
        responseObserver.onNext(SnapshotAck.newBuilder()
                .setMergedRecords(merged)
                .setServerVersion(ledger.currentVersion(snapshot.getSiidaCode()))
                .build());
        responseObserver.onCompleted();
    }
}

interface HerdLedger {
    int merge(String deviceId, HerdSnapshot snapshot);

    long currentVersion(String siidaCode);
}
