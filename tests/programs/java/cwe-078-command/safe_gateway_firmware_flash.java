// REST controller that flashes firmware images onto fleet gateway devices via the vendor CLI.
package io.fleetgrid.ota;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteWatchdog;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class FlashController {

    private static final String FLASH_TOOL = "/opt/gwtools/bin/gwflash";
    private static final Set<String> CHANNELS = Set.of("stable", "beta");
    private static final Pattern DEVICE_ID = Pattern.compile("^GW-[0-9A-F]{8}$");

    @PostMapping("/ota/flash")
    public Map<String, Object> flash(@RequestBody FlashJob job) throws IOException {
        String channel = job.getChannel();
        if (!CHANNELS.contains(channel) || job.getDeviceId() == null
                || !DEVICE_ID.matcher(job.getDeviceId()).matches()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "invalid flash job");
        }
        CommandLine cmd = new CommandLine(FLASH_TOOL)
                .addArgument("--device").addArgument(job.getDeviceId(), false)
                .addArgument("--channel").addArgument(channel, false);
        int exit = run(cmd);
        return Map.of("device", job.getDeviceId(), "exit", exit);
    }

    private int run(CommandLine cmd) throws IOException {
        DefaultExecutor executor = new DefaultExecutor();
        executor.setWatchdog(new ExecuteWatchdog(120_000));
        executor.setExitValues(null);
        return executor.execute(cmd);
    }

    public static class FlashJob {
        private String deviceId;
        private String channel;

        public String getDeviceId() { return deviceId; }
        public void setDeviceId(String deviceId) { this.deviceId = deviceId; }
        public String getChannel() { return channel; }
        public void setChannel(String channel) { this.channel = channel; }
    }
}
