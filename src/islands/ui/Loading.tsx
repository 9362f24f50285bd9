// 'Loading...' while an island waits for the session or its data, announced politely.
export default function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-gray-600">
      {text}
    </p>
  );
}
