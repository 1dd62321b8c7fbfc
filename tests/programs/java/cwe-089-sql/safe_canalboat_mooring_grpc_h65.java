// A canalboat mooring grpc program of the h65 set (cwe-089-sql).
package com.canalhire.moorings;

import com.canalhire.moorings.model.Mooring;
import com.canalhire.moorings.proto.FreeMooringsReply;
import com.canalhire.moorings.proto.FreeMooringsRequest;
import com.canalhire.moorings.proto.MooringAvailabilityGrpc;
import com.canalhire.moorings.proto.MooringSlot;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * gRPC service used by the hire desk tablets to find visitor moorings
 * that are still free for a given night along a canal.
 */
public class MooringAvailabilityService extends MooringAvailabilityGrpc.MooringAvailabilityImplBase {

    private final EntityManagerFactory emf;

    public MooringAvailabilityService(EntityManagerFactory emf) {
        this.emf = emf;
    }

    @Override
    public void findFreeMoorings(FreeMooringsRequest request, StreamObserver<FreeMooringsReply> responseObserver) {
        LocalDate night;
        try {
            night = LocalDate.parse(request.getNight());
        } catch (DateTimeParseException e) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription("night must be yyyy-MM-dd").asRuntimeException());
            return;
        }
        String canal = request.getCanalName();
        if (canal.isEmpty()) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription("canal_name is required").asRuntimeException());
            return;
        }

        EntityManager em = emf.createEntityManager();
        try {
            List<Mooring> free = em.createQuery(
                            "SELECT m FROM Mooring m WHERE m.canal = :canal"
                                    + " AND m.maxBoatLengthM >= :length"
                                    + " AND m.id NOT IN (SELECT b.mooring.id FROM Booking b WHERE b.night = :night)"
                                    + " ORDER BY m.lockNumber",
                            Mooring.class)
                    .setParameter("canal", canal)
                    .setParameter("length", request.getBoatLengthM())
                    .setParameter("night", night)
                    .setMaxResults(40)
                    .getResultList();

            FreeMooringsReply.Builder reply = FreeMooringsReply.newBuilder();
            for (Mooring m : free) {
                reply.addSlots(MooringSlot.newBuilder()
                        .setMooringId(m.getId())
                        .setName(m.getName())
                        .setNearestLock(m.getLockNumber())
                        .setHasWater(m.isWaterPoint())
                        .build());
            }
            responseObserver.onNext(reply.build());
            responseObserver.onCompleted();
        } catch (RuntimeException e) {
            responseObserver.onError(Status.INTERNAL.withDescription("availability lookup failed").asRuntimeException());
        } finally {
            em.close();
        }
    }
}
