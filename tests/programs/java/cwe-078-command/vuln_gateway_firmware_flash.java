// REST controller that flashes firmware images onto fleet gateway devices via the vendor CLI.
package io.fleetgrid.ota;

import java.io.IOException;
import java.util.Map;

import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteWatchdog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FlashController {

    private static final Logger log = LoggerFactory.getLogger(FlashController.class);
    private static final String FLASH_TOOL = "/opt/gwtools/bin/gwflash";

    @PostMapping("/ota/flash")
    public Map<String, Object> flash(@RequestBody FlashJob job) throws IOException {
        String channel = job.getChannel();
        if (!"stable".equals(channel) && !"beta".equals(channel)) {
            log.warn("unexpected release channel {} for device {}", channel, job.getDeviceId());
        }
        String script = FLASH_TOOL + " --device " + job.getDeviceId() + " --channel " + channel;
        CommandLine cmd = new CommandLine("/bin/sh").addArgument("-c").addArgument(script, false);
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
