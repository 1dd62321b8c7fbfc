// A taxi meter sync program of the h61 set (cwe-319-cleartext).
// meter-sync runs on the in-cab tablet and forwards the meter's trip log to the dispatch office.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

const dispatchAPI = "http://dispatch.citycabs-ops.co.uk/api/v1"

type TripRecord struct {
	TripID     string    `json:"trip_id"`
	PickupAt   time.Time `json:"pickup_at"`
	DropAt     time.Time `json:"drop_at"`
	FareCents  int64     `json:"fare_cents"`
	PaidByCard bool      `json:"paid_by_card"`
}

// Uploader hides how trips travel to the office; the depot Wi-Fi build uses a batch variant.
type Uploader interface {
	Upload(ctx context.Context, cab string, trips []TripRecord) error
}

type restUploader struct {
	baseURL     string
	driverToken string
	client      *http.Client
}

func (u *restUploader) Upload(ctx context.Context, cab string, trips []TripRecord) error {
	body, err := json.Marshal(map[string]any{"cab": cab, "trips": trips})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.baseURL+"/meter/trips", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+u.driverToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := u.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("dispatch rejected upload: %s", resp.Status)
	}
	return nil
}

func readTrips(sc *bufio.Scanner) ([]TripRecord, error) {
	var trips []TripRecord
	for sc.Scan() {
		var t TripRecord
		if err := json.Unmarshal(sc.Bytes(), &t); err != nil {
			return nil, fmt.Errorf("bad meter line: %w", err)
		}
		trips = append(trips, t)
	}
	return trips, sc.Err()
}

func main() {
	trips, err := readTrips(bufio.NewScanner(os.Stdin))
	if err != nil {
		log.Fatal(err)
	}
	var up Uploader = &restUploader{
		baseURL:     dispatchAPI,
		driverToken: os.Getenv("DRIVER_TOKEN"),
		client:      &http.Client{Timeout: 20 * time.Second},
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := up.Upload(ctx, os.Getenv("CAB_ID"), trips); err != nil {
		log.Fatal(err)
	}
	log.Printf("uploaded %d trips", len(trips))
}
