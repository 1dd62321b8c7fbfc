// groundstation frame archive (h58 set)
package archive

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Frame is one decoded CCSDS transfer frame from a downlink pass.
type Frame struct {
	Spacecraft uint16
	VirtualCh  uint8
	Sequence   uint32
	Received   time.Time
	Payload    []byte
}

// Archiver writes frames into per-pass folders that the mission data pipeline ingests.
type Archiver struct {
	root    string
	workers int
}

func NewArchiverFromEnv() *Archiver {
	return &Archiver{root: os.Getenv("GS_FRAME_ARCHIVE"), workers: 4}
}

func (a *Archiver) passDir(passID string, f Frame) string {
	return filepath.Join(a.root, f.Received.UTC().Format("2006/01/02"), passID,
		fmt.Sprintf("sc%04x-vc%d", f.Spacecraft, f.VirtualCh))
}

func (a *Archiver) write(passID string, f Frame) error {
	dir := a.passDir(passID, f)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	name := filepath.Join(dir, fmt.Sprintf("%010d.frm", f.Sequence))
	return os.WriteFile(name, f.Payload, 0o640)
}

// Run drains frames for one pass with a small worker pool and reports the first error.
func (a *Archiver) Run(ctx context.Context, passID string, frames <-chan Frame) error {
	var (
		wg       sync.WaitGroup
		once     sync.Once
		firstErr error
	)
	for i := 0; i < a.workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case f, ok := <-frames:
					if !ok {
						return
					}
					if err := a.write(passID, f); err != nil {
						once.Do(func() { firstErr = err })
					}
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	wg.Wait()
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	return firstErr
}
