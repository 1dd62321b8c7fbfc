// A audio transcode program of the h69 set (cwe-078-command).
package com.bellowsandreed.tuning;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

record TuningRecording(String instrumentSerial, String fileName, Instant receivedAt) {}

@Component
class RecordingInbox {
    private final Map<String, TuningRecording> pending = new ConcurrentHashMap<>();

    void put(TuningRecording rec) {
        pending.put(rec.instrumentSerial() + "/" + rec.fileName(), rec);
    }

    Iterator<Map.Entry<String, TuningRecording>> drain() {
        return pending.entrySet().iterator();
    }
}

@Component
class RecordingUploadedListener {

    private static final Logger log = LoggerFactory.getLogger(RecordingUploadedListener.class);
    private final RecordingInbox inbox;

    RecordingUploadedListener(RecordingInbox inbox) {
        this.inbox = inbox;
    }

    // payload format: "<serial>|<file name>"
    @KafkaListener(topics = "workshop.recordings.uploaded", groupId = "tuning-preview")
    void onUploaded(String payload) {
        int bar = payload.indexOf('|');
        if (bar <= 0) {
            log.warn("dropping malformed upload event");
            return;
        }
        inbox.put(new TuningRecording(payload.substring(0, bar), payload.substring(bar + 1), Instant.now()));
    }
}

@Component
class PreviewTranscodeJob {

    private static final Logger log = LoggerFactory.getLogger(PreviewTranscodeJob.class);
    private static final Pattern RECORDING_NAME = Pattern.compile("[A-Za-z0-9_-]+\\.wav");
    private static final Pattern SERIAL = Pattern.compile("^BR-[0-9]{5}$");

    private final RecordingInbox inbox;

    PreviewTranscodeJob(RecordingInbox inbox) {
        this.inbox = inbox;
    }

    @Scheduled(fixedDelayString = "${tuning.transcode.delay-ms:15000}")
    void transcodePending() {
        Iterator<Map.Entry<String, TuningRecording>> it = inbox.drain();
        while (it.hasNext()) {
            TuningRecording rec = it.next().getValue();
            it.remove();
            if (!SERIAL.matcher(rec.instrumentSerial()).matches()
                    || !RECORDING_NAME.matcher(rec.fileName()).find()) {
                log.warn("skipping recording with unexpected name for {}", rec.instrumentSerial());
                continue;
            }
            try {
                transcode(rec);
            } catch (Exception e) {
                log.error("transcode failed for {}", rec.fileName(), e);
            }
        }
    }

    private void transcode(TuningRecording rec) throws Exception {
        String dir = "/srv/tuning/" + rec.instrumentSerial();
        String out = rec.fileName().replace(".wav", ".mp3");
        String cmd = "cd " + dir + " && ffmpeg -y -loglevel error -i " + rec.fileName()
                + " -codec:a libmp3lame -b:a 192k previews/" + out;
        Process p = new ProcessBuilder("bash", "-c", cmd).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IllegalStateException("ffmpeg exited with error: " + output);
        }
    }
}
