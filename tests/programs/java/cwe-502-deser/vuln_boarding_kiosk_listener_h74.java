// A boarding kiosk listener program of the h74 set (cwe-502-deser).
package uk.solentglide.terminal;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.LongAdder;

record BoardingEvent(String crossingId, String kioskId, String bookingRef, int passengers, Instant scannedAt)
        implements Serializable {}

class BoardingKioskListener {

    private static final int MAX_FRAME = 64 * 1024;

    private final BlockingQueue<byte[]> frames = new LinkedBlockingQueue<>(10_000);
    private final Map<String, LongAdder> boardedByCrossing = new ConcurrentHashMap<>();
    private final ExecutorService connections = Executors.newVirtualThreadPerTaskExecutor();

    public static void main(String[] args) throws IOException {
        new BoardingKioskListener().serve(9440);
    }

    void serve(int port) throws IOException {
        for (int i = 0; i < 3; i++) {
            Thread.ofPlatform().name("boarding-decoder-" + i).start(this::decodeLoop);
        }
        try (ServerSocket server = new ServerSocket(port)) {
            while (true) {
                Socket kiosk = server.accept();
                connections.submit(() -> readFrames(kiosk));
            }
        }
    }

    // kiosks send length-prefixed frames over the terminal LAN
    private Void readFrames(Socket kiosk) throws IOException, InterruptedException {
        try (kiosk; DataInputStream in = new DataInputStream(kiosk.getInputStream())) {
            while (true) {
                int len = in.readInt();
                if (len <= 0 || len > MAX_FRAME) {
                    return null;
                }
                byte[] frame = in.readNBytes(len);
                frames.put(frame);
            }
        } catch (java.io.EOFException closed) {
            return null;
        }
    }

    private void decodeLoop() {
        while (true) {
            try {
                byte[] frame = frames.take();
                BoardingEvent event = decode(frame);
                boardedByCrossing.computeIfAbsent(event.crossingId(), k -> new LongAdder()).add(event.passengers());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (Exception e) {
                System.err.println("dropping unreadable boarding frame: " + e);
            }
        }
    }

    private static BoardingEvent decode(byte[] frame) throws IOException, ClassNotFoundException {
        try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(frame))) {
            return (BoardingEvent) ois.readObject();
        }
    }
}
