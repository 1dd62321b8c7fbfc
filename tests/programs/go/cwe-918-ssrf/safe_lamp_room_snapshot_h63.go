// A lamp room snapshot program of the h63 set (cwe-918-ssrf).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	camv1 "github.com/beaconworks/keeper/gen/camera/v1"
)

// Station is an automated lighthouse with cameras watching the lantern and the gallery.
type Station struct {
	ID      string
	Cameras map[string]bool // registered snapshot URLs
}

type SnapshotRequest struct {
	StationID string
	CameraURL string
}

type StationRegistry struct {
	stations map[string]*Station
}

func (r *StationRegistry) Check(req SnapshotRequest) error {
	st, ok := r.stations[req.StationID]
	if !ok {
		return fmt.Errorf("unknown station %q", req.StationID)
	}
	u, err := url.Parse(req.CameraURL)
	if err != nil || u.Scheme != "https" {
		return errors.New("camera url must be https")
	}
	if !st.Cameras[req.CameraURL] {
		return errors.New("camera is not registered for this station")
	}
	return nil
}

type SnapshotClient struct {
	http *http.Client
}

func (c *SnapshotClient) Fetch(ctx context.Context, cameraURL string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, cameraURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("camera answered %s", resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 4<<20))
}

type CameraServer struct {
	camv1.UnimplementedCameraServiceServer
	registry *StationRegistry
	client   *SnapshotClient
}

func (s *CameraServer) Snapshot(ctx context.Context, req *camv1.SnapshotRequest) (*camv1.SnapshotResponse, error) {
	sr := SnapshotRequest{StationID: req.GetStationId(), CameraURL: req.GetCameraUrl()}
	if err := s.registry.Check(sr); err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	img, err := s.client.Fetch(ctx, sr.CameraURL)
	if err != nil {
		return nil, status.Error(codes.Unavailable, "camera unreachable")
	}
	return &camv1.SnapshotResponse{StationId: sr.StationID, Jpeg: img, TakenAt: time.Now().Unix()}, nil
}

func main() {
	registry := &StationRegistry{stations: map[string]*Station{
		"fastnet":   {ID: "fastnet", Cameras: map[string]bool{"https://cam1.fastnet.beacons.example/snapshot.jpg": true}},
		"eddystone": {ID: "eddystone", Cameras: map[string]bool{"https://cam1.eddystone.beacons.example/snapshot.jpg": true}},
	}}
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatalf("tls: %v", err)
	}
	lis, err := net.Listen("tcp", ":9443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	camv1.RegisterCameraServiceServer(srv, &CameraServer{
		registry: registry,
		client:   &SnapshotClient{http: &http.Client{Timeout: 10 * time.Second}},
	})
	log.Fatal(srv.Serve(lis))
}
